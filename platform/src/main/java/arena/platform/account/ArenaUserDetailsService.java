package arena.platform.account;

import org.springframework.security.core.userdetails.UserDetails;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.core.userdetails.UsernameNotFoundException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
class ArenaUserDetailsService implements UserDetailsService {

    private final UserRepository users;

    ArenaUserDetailsService(UserRepository users) {
        this.users = users;
    }

    @Override
    @Transactional(readOnly = true)
    public UserDetails loadUserByUsername(String username) {
        return users.findByUsername(username).map(ArenaUser::of)
                .orElseThrow(() -> new UsernameNotFoundException("no such user"));
    }
}
