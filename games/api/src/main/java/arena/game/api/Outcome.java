package arena.game.api;

import java.util.List;

/**
 * The result of one match.
 *
 * @param results one per seat, in seat order
 * @param turns   how many turns, ticks or moves were played
 * @param summary one sentence about how the match ended
 * @param replay  the replay document (JSON), enough for the game's viewer and for exact re-simulation
 */
public record Outcome(List<SeatResult> results, int turns, String summary, byte[] replay) {

    public Outcome {
        results = List.copyOf(results);
    }

    public SeatResult result(int seat) {
        return results.get(seat);
    }
}
