package arena.platform.account;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Throttles on signing in and signing up. Failed logins, per account and per address, first slow down
 * (the first delay, doubling with every further failure) and then lock for {@code loginLockFor}; failures
 * are forgotten after {@code loginLockFor} without any. New accounts are limited per address. A password-reset
 * link sent by mail works for {@code resetLinkValidFor}; one an admin issues (and passes on by hand) for
 * {@code adminResetLinkValidFor}.
 */
@ConfigurationProperties("arena.accounts")
public record AccountProperties(LoginLimit loginPerAccount, LoginLimit loginPerAddress, Duration loginFirstDelay,
        Duration loginLockFor, int registrationsPerAddress, Duration registrationWindow, Duration resetLinkValidFor,
        Duration adminResetLinkValidFor) {

    /** After {@code slowAfter} failures each attempt waits; after {@code lockAfter} it is locked. */
    public record LoginLimit(int slowAfter, int lockAfter) {
    }
}
