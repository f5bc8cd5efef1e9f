package arena.testing;

import java.time.Duration;
import org.awaitility.Awaitility;
import org.awaitility.core.ConditionFactory;

/**
 * Waits for what the code under test does in its own time (a game played, a port opened, a line printed): the one
 * way tests poll, with Awaitility. It polls on the test's own thread, as a browser page or a test's security context
 * needs, and asks at once before the first pause; on time-out it fails with {@code what} and the last answer.
 */
public final class Eventually {

    private Eventually() {
    }

    /**
     * Awaitility's {@code await}, for at most {@code atMost}; the caller adds {@code pollInterval} where the default
     * 100 ms asks too often, then {@code until} or {@code untilAsserted}.
     *
     * @param what what is waited for, for the failure's message
     */
    public static ConditionFactory await(String what, Duration atMost) {
        return Awaitility.await(what).atMost(atMost).pollInSameThread().pollDelay(Duration.ZERO);
    }
}
