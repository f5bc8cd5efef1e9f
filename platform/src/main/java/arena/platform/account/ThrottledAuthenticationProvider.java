package arena.platform.account;

import java.nio.charset.StandardCharsets;
import org.springframework.security.authentication.AccountStatusException;
import org.springframework.security.authentication.AccountStatusUserDetailsChecker;
import org.springframework.security.authentication.AuthenticationProvider;
import org.springframework.security.authentication.BadCredentialsException;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.authentication.dao.DaoAuthenticationProvider;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.security.web.authentication.WebAuthenticationDetails;

/**
 * Signing in with a user name and a password (the login form, and HTTP Basic when getting an API token):
 * throttled per account and per address by {@link LoginThrottle}. A password longer than BCrypt reads is
 * a wrong password, not an error. Whether the account is disabled is told only after the right password,
 * so nobody learns it by guessing.
 */
public class ThrottledAuthenticationProvider implements AuthenticationProvider {

    private final DaoAuthenticationProvider passwords;
    private final LoginThrottle throttle;

    public ThrottledAuthenticationProvider(UserDetailsService users, PasswordEncoder encoder, LoginThrottle throttle) {
        this.passwords = new DaoAuthenticationProvider(users);
        this.passwords.setPasswordEncoder(encoder);
        this.passwords.setPreAuthenticationChecks(user -> {
        });
        this.passwords.setPostAuthenticationChecks(new AccountStatusUserDetailsChecker());
        this.throttle = throttle;
    }

    @Override
    public Authentication authenticate(Authentication login) {
        String username = login.getName();
        String address = login.getDetails() instanceof WebAuthenticationDetails details ? details.getRemoteAddress() : null;
        throttle.attempt(username, address);
        if (login.getCredentials() instanceof String password
                && password.getBytes(StandardCharsets.UTF_8).length > PasswordPolicy.MAX_BYTES) {
            throw new BadCredentialsException("wrong user name or password");
        }
        try {
            Authentication checked = passwords.authenticate(login);
            throttle.succeeded(username, address);
            return withoutPasswordHash(checked);
        } catch (AccountStatusException e) {
            throttle.succeeded(username, address); // the password was right
            throw e;
        }
    }

    /** The session keeps the principal (in the database): it keeps no password hash. */
    private static Authentication withoutPasswordHash(Authentication checked) {
        if (!(checked.getPrincipal() instanceof ArenaUser user)) {
            return checked;
        }
        var signedIn = UsernamePasswordAuthenticationToken.authenticated(user.withoutPassword(), null, checked.getAuthorities());
        signedIn.setDetails(checked.getDetails());
        return signedIn;
    }

    @Override
    public boolean supports(Class<?> authentication) {
        return UsernamePasswordAuthenticationToken.class.isAssignableFrom(authentication);
    }
}
