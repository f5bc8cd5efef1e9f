package arena.platform.account;

import java.time.Duration;
import org.springframework.security.core.AuthenticationException;

/** A login refused before its password was looked at: too many failed attempts for the account or the address. */
public class LoginThrottledException extends AuthenticationException {

    private final Duration retryAfter;

    LoginThrottledException(Duration retryAfter) {
        super("too many failed logins: try again in " + words(retryAfter));
        this.retryAfter = retryAfter;
    }

    public Duration retryAfter() {
        return retryAfter;
    }

    /** Whole seconds, rounded up: what a {@code Retry-After} header says. */
    public long retryAfterSeconds() {
        return Math.max(1, retryAfter.plusNanos(999_999_999).toSeconds());
    }

    /** "12 s", or "15 min" for waits of two minutes and more. */
    public String waitText() {
        return words(retryAfter);
    }

    private static String words(Duration wait) {
        long seconds = Math.max(1, wait.plusNanos(999_999_999).toSeconds());
        return seconds < 120 ? seconds + " s" : (seconds + 59) / 60 + " min";
    }
}
