package arena.platform.account;

import arena.platform.error.ArenaException;
import arena.platform.error.FieldException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.support.DefaultMessageSourceResolvable;
import org.springframework.http.HttpStatus;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * A signed-in user's password and e-mail address, and a password set through a reset link. Both changes ask for the
 * current password, counted by the login throttle as a login is. A new password ends every session signed in with
 * the old one (the credentials version, checked on every request as a ban is), every API token of the account and
 * every reset link still open.
 */
@Service
public class Credentials {

    private static final Logger log = LoggerFactory.getLogger(Credentials.class);

    private final UserRepository users;
    private final PasswordEncoder passwords;
    private final PasswordPolicy policy;
    private final LoginThrottle throttle;
    private final JdbcTemplate jdbc;

    Credentials(UserRepository users, PasswordEncoder passwords, PasswordPolicy policy, LoginThrottle throttle,
            JdbcTemplate jdbc) {
        this.users = users;
        this.passwords = passwords;
        this.policy = policy;
        this.throttle = throttle;
        this.jdbc = jdbc;
    }

    /**
     * @return the account as it is now, at its new credentials version (the caller's own session keeps going with it)
     * @throws FieldException {@code WRONG_PASSWORD} on currentPassword, {@code WEAK_PASSWORD} on newPassword
     * @throws LoginThrottledException while the account or the address must wait, as for a login
     */
    @Transactional(noRollbackFor = FieldException.class)
    public ArenaUser changePassword(long userId, String currentPassword, String newPassword, String address) {
        User user = checkCurrent(userId, currentPassword, address);
        setPassword(user, newPassword);
        log.info("user={} changed their password", userId);
        return ArenaUser.signedIn(user);
    }

    /**
     * A new e-mail address, or none for a blank one.
     *
     * @throws FieldException {@code WRONG_PASSWORD} on currentPassword, {@code BAD_EMAIL} on email
     */
    @Transactional(noRollbackFor = FieldException.class)
    public void changeEmail(long userId, String currentPassword, String email, String address) {
        String normalized = EmailAddress.normalize(email).orElse(null);
        if (normalized != null && !EmailAddress.valid(normalized)) {
            throw new FieldException("BAD_EMAIL", "email", "error.BAD_EMAIL");
        }
        User user = checkCurrent(userId, currentPassword, address);
        user.setEmail(normalized);
        log.info("user={} changed their e-mail address", userId);
    }

    /**
     * Sets a new password (a reset link's, or a change's after its current password was checked).
     *
     * @throws FieldException {@code WEAK_PASSWORD} when it breaks the password rule
     */
    @Transactional
    void setPassword(User user, String newPassword) {
        policy.problem(user.getUsername(), newPassword).ifPresent(problem -> {
            // the password rule's own sentence (the registration form's), resolved in the reader's language
            throw new FieldException("WEAK_PASSWORD", "newPassword", "error.WEAK_PASSWORD",
                    new DefaultMessageSourceResolvable(problem));
        });
        user.changePassword(passwords.encode(newPassword));
        users.flush();
        jdbc.update("delete from api_tokens where user_id = ?", user.getId());
        jdbc.update("delete from password_resets where user_id = ?", user.getId());
    }

    private User checkCurrent(long userId, String currentPassword, String address) {
        User user = users.findById(userId).orElseThrow(() -> ArenaException.notFound("error.NOT_FOUND.user", userId));
        throttle.attempt(user.getUsername(), address);
        if (currentPassword == null || currentPassword.isEmpty() || currentPassword.length() > PasswordPolicy.MAX_BYTES
                || !passwords.matches(currentPassword, user.getPasswordHash())) {
            throw new FieldException(HttpStatus.BAD_REQUEST, "WRONG_PASSWORD", "currentPassword", "error.WRONG_PASSWORD");
        }
        throttle.succeeded(user.getUsername(), address);
        return user;
    }
}
