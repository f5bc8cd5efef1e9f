package arena.game.racetrack.rules;

import java.time.Duration;

/**
 * The numbers of the racetrack spec in one place (§4 V2, §10, §11.4).
 *
 * @param maxWidth          widest track (V2; the 2015 event software capped it at 20)
 * @param minAxis           shortest axis (V2)
 * @param maxAxis           longest axis (V2)
 * @param timeDecimals      digits after the point when a time is shown (D-R24)
 * @param bodyAllowance     time for the rest of a response after its first byte (D-R14)
 */
public record RacetrackRules(int maxWidth, int minAxis, int maxAxis, int timeDecimals, Duration bodyAllowance) {

    public static final RacetrackRules STANDARD = new RacetrackRules(20, 4, 100_000, 6, Duration.ofSeconds(10));

    /**
     * The allowance for the response body, never longer than the move limit itself: with the contest's
     * 60 s limit it is the spec's 10 s, and a short test limit keeps a silent bot's wait short.
     */
    public Duration bodyAllowance(Duration moveLimit) {
        return moveLimit.compareTo(bodyAllowance) < 0 ? moveLimit : bodyAllowance;
    }
}
