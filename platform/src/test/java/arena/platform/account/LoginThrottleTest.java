package arena.platform.account;

import static org.assertj.core.api.Assertions.assertThat;

import arena.platform.account.AccountProperties.LoginLimit;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The schedule: free attempts, then a delay doubling per failure, then the lock; all from the last failure. */
class LoginThrottleTest {

    private static final Instant LAST = Instant.parse("2030-01-01T10:00:00Z");
    private static final LoginLimit LIMIT = new LoginLimit(3, 6);
    private static final Duration FIRST = Duration.ofSeconds(1);
    private static final Duration LOCK = Duration.ofMinutes(15);

    private static Duration waitAfter(int failures, Duration since) {
        return LoginThrottle.waitBefore(failures, LAST, LAST.plus(since), LIMIT, FIRST, LOCK);
    }

    @Test
    void theFirstFailuresCostNothing() {
        assertThat(waitAfter(0, Duration.ZERO)).isZero();
        assertThat(waitAfter(2, Duration.ZERO)).isZero();
    }

    @Test
    void thenEachFailureDoublesTheWait() {
        assertThat(waitAfter(3, Duration.ZERO)).isEqualTo(Duration.ofSeconds(1));
        assertThat(waitAfter(4, Duration.ZERO)).isEqualTo(Duration.ofSeconds(2));
        assertThat(waitAfter(5, Duration.ofMillis(1500))).isEqualTo(Duration.ofMillis(2500));
        assertThat(waitAfter(5, Duration.ofSeconds(4))).isZero();
    }

    @Test
    void thenTheAccountLocks() {
        assertThat(waitAfter(6, Duration.ZERO)).isEqualTo(LOCK);
        assertThat(waitAfter(40, Duration.ofMinutes(14))).isEqualTo(Duration.ofMinutes(1));
        assertThat(waitAfter(40, LOCK)).isZero();
    }

    @Test
    void theDelayNeverPassesTheLock() {
        LoginLimit slowOnly = new LoginLimit(1, 1000);
        assertThat(LoginThrottle.waitBefore(999, LAST, LAST, slowOnly, FIRST, LOCK)).isEqualTo(LOCK);
    }
}
