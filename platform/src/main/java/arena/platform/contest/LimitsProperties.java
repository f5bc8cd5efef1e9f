package arena.platform.contest;

import java.time.Duration;
import java.util.Map;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Per-game overrides of an engine's default limits ({@code arena.limits.games.racetrack.move=5s}); tests
 * use short ones so a sleeping bot never costs minutes.
 */
@ConfigurationProperties("arena.limits")
public record LimitsProperties(Map<String, GameLimits> games) {

    public LimitsProperties {
        games = games == null ? Map.of() : Map.copyOf(games);
    }

    /** Any field left empty keeps the engine's default. */
    public record GameLimits(Duration startup, Duration move, Duration total, Integer memoryMb) {
    }
}
