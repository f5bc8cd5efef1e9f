package arena.platform.account;

import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class AccountService {

    private final UserRepository users;
    private final PasswordEncoder passwords;

    AccountService(UserRepository users, PasswordEncoder passwords) {
        this.users = users;
        this.passwords = passwords;
    }

    /** @throws UsernameTakenException when the name is in use, whatever its case */
    @Transactional
    public User register(RegistrationForm form, Role role) {
        if (users.findByUsername(form.username()).isPresent()) {
            throw new UsernameTakenException(form.username());
        }
        return users.save(new User(form.username(), passwords.encode(form.password()), role));
    }

    @Transactional(readOnly = true)
    public User findUser(String username) {
        return users.findByUsername(username).orElseThrow(() -> new IllegalArgumentException("no user " + username));
    }

    public static class UsernameTakenException extends RuntimeException {
        UsernameTakenException(String username) {
            super("the user name " + username + " is taken");
        }
    }
}
