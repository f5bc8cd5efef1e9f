package arena.platform.account;

import java.util.Collection;
import java.util.List;
import org.springframework.security.core.GrantedAuthority;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.security.core.userdetails.UserDetails;

/** The signed-in user as Spring Security holds it; controllers take it with {@code @AuthenticationPrincipal}. */
public record ArenaUser(long id, String username, String passwordHash, Role role, boolean enabled) implements UserDetails {

    /** The account with its password hash, for checking a password at login only. */
    public static ArenaUser of(User user) {
        return new ArenaUser(user.getId(), user.getUsername(), user.getPasswordHash(), user.getRole(), user.isEnabled());
    }

    /**
     * The account as a signed-in request holds it: without the password hash, which nothing needs after the
     * login and which would otherwise be serialized into the session rows of the database.
     */
    public static ArenaUser signedIn(User user) {
        return of(user).withoutPassword();
    }

    public ArenaUser withoutPassword() {
        return new ArenaUser(id, username, null, role, enabled);
    }

    @Override
    public Collection<? extends GrantedAuthority> getAuthorities() {
        return switch (role) {
            case ADMIN -> List.of(authority(Role.ADMIN), authority(Role.ORGANIZER), authority(Role.CONTESTANT));
            case ORGANIZER -> List.of(authority(Role.ORGANIZER), authority(Role.CONTESTANT));
            case CONTESTANT -> List.of(authority(Role.CONTESTANT));
        };
    }

    private static GrantedAuthority authority(Role role) {
        return new SimpleGrantedAuthority(role.authority());
    }

    public boolean isAdmin() {
        return role == Role.ADMIN;
    }

    @Override
    public String getPassword() {
        return passwordHash;
    }

    @Override
    public String getUsername() {
        return username;
    }

    @Override
    public boolean isEnabled() {
        return enabled;
    }
}
