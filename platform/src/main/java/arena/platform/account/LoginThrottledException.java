package arena.platform.account;

import java.time.Duration;
import org.springframework.security.core.AuthenticationException;

/** A login refused before its password was looked at: too many failed attempts for the account or the address. */
public class LoginThrottledException extends AuthenticationException {

    private final Duration retryAfter;

    LoginThrottledException(Duration retryAfter) {
        super("too many failed logins: try again in " + Math.max(1, retryAfter.plusNanos(999_999_999).toSeconds()) + " s");
        this.retryAfter = retryAfter;
    }

    public Duration retryAfter() {
        return retryAfter;
    }

    /** Whole seconds, rounded up: what a {@code Retry-After} header says. */
    public long retryAfterSeconds() {
        return Math.max(1, retryAfter.plusNanos(999_999_999).toSeconds());
    }
}
