package arena.game.sharif;

import arena.game.api.Outcome;
import arena.game.api.Seat;
import arena.game.api.SeatEvents;
import arena.game.sharif.match.SharifMatch;
import java.util.List;

/** Test access to the engine's package-private outcome builder. */
public final class SharifEngineAccess {

    private final SharifEngine engine = new SharifEngine();

    public Seat bot(String id, int index, SeatEvents events) {
        return engine.createBot(id, index, id + index, events);
    }

    public Outcome outcome(SharifMatch.Result result) {
        return SharifEngine.outcome(result, List.of("a", "b", "c", "d"));
    }
}
