package arena.game.api;

import java.util.Map;

/**
 * How one seat did in a match.
 *
 * @param seat    the seat index
 * @param place   1 is best; tied seats share a place
 * @param team    the seat's team in the format
 * @param score   the exact score, or {@code null} when the seat has none (a racetrack car that crashed)
 * @param status  the game's own word for the result ({@code FINISHED}, {@code CRASHED}, {@code ALIVE})
 * @param verdict {@code OK}, or why the strategy failed
 * @param details a few labelled facts for the game page, in display order (moves, finishing move)
 */
public record SeatResult(int seat, int place, int team, Score score, String status, Verdict verdict,
        Map<String, String> details) {

    /**
     * The detail every game reports its strategy's time in ({@code details}), spent answering over the whole game,
     * worded by {@link arena.game.api.turn.Wording#seconds}: {@code 0.123 s}.
     */
    public static final String ANSWER_TIME = "answer time";

    public SeatResult {
        details = details == null ? Map.of() : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(details));
    }
}
