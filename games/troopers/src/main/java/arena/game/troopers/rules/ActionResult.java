package arena.game.troopers.rules;

import arena.game.api.Phrase;
import java.util.List;

/**
 * What one action did: applied (maybe to no effect) or refused as invalid, which crashes the strategy
 * (spec §5.6). {@code problem} says why, in one sentence, for the verdict (in troopers' words).
 */
public record ActionResult(boolean valid, Phrase problem, List<Hit> hits, int points) {

    public ActionResult {
        hits = List.copyOf(hits);
    }

    static ActionResult invalid(Phrase problem) {
        return new ActionResult(false, problem, List.of(), 0);
    }

    static ActionResult applied(List<Hit> hits, int points) {
        return new ActionResult(true, null, hits, points);
    }
}
