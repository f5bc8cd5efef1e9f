package arena.game.smartdog.cli;

import java.time.Duration;

/**
 * The standalone server's own resource limits (spec D20; the original had none): how many clients may be
 * connected at once, and how long a client may stay connected without joining a hub.
 */
public record ServerLimits(int maxConnections, Duration joinTimeout) {

    /** Enough for every hub full several times over on a contestant's machine; ten minutes to join (D20). */
    public static final ServerLimits DEFAULT = new ServerLimits(64, Duration.ofMinutes(10));

    public ServerLimits {
        if (maxConnections < 1 || joinTimeout.isNegative() || joinTimeout.isZero()) {
            throw new IllegalArgumentException("the connection cap and the join timeout must be positive");
        }
    }
}
