package arena.game.api;

import java.util.Collections;
import java.util.LinkedHashMap;
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
 * @param details a few labelled facts for the game page, in display order (moves, finishing move), in English
 * @param worded  the details whose values are words rather than a number or a code ({@code crashed}:
 *                {@code tick 12}), as phrases under the same labels, for the site to say in the reader's language;
 *                their English text is the value in {@code details}
 */
public record SeatResult(int seat, int place, int team, Score score, String status, Verdict verdict,
        Map<String, String> details, Map<String, Phrase> worded) {

    /**
     * The detail every game reports its strategy's time in ({@code details}), spent answering over the whole game,
     * worded by {@link arena.game.api.turn.Wording#seconds}: {@code 0.123 s}.
     */
    public static final String ANSWER_TIME = "answer time";

    public SeatResult {
        details = details == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(details));
        worded = worded == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(worded));
    }

    /** A result whose details are numbers and codes only. */
    public SeatResult(int seat, int place, int team, Score score, String status, Verdict verdict,
            Map<String, String> details) {
        this(seat, place, team, score, status, verdict, details, Map.of());
    }
}
