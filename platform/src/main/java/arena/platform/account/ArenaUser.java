package arena.platform.account;

import arena.platform.i18n.SignedInReader;
import java.util.Collection;
import java.util.List;
import org.springframework.security.core.GrantedAuthority;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.security.core.userdetails.UserDetails;

/**
 * The signed-in user as Spring Security holds it; controllers take it with {@code @AuthenticationPrincipal}. The
 * credentials version is the account's at sign-in: a session holding an older one than the account's ended with a
 * password change.
 */
public record ArenaUser(long id, String username, String passwordHash, Role role, boolean enabled,
        int credentialsVersion) implements UserDetails, SignedInReader {

    /** A user as tests and services make one, at the first credentials version. */
    public ArenaUser(long id, String username, String passwordHash, Role role, boolean enabled) {
        this(id, username, passwordHash, role, enabled, 0);
    }

    /** The account with its password hash, for checking a password at login only. */
    public static ArenaUser of(User user) {
        return new ArenaUser(user.getId(), user.getUsername(), user.getPasswordHash(), user.getRole(), user.isEnabled(),
                user.getCredentialsVersion());
    }

    /**
     * The account as a signed-in request holds it: without the password hash, which nothing needs after the
     * login and which would otherwise be serialized into the session rows of the database.
     */
    public static ArenaUser signedIn(User user) {
        return of(user).withoutPassword();
    }

    public ArenaUser withoutPassword() {
        return new ArenaUser(id, username, null, role, enabled, credentialsVersion);
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
