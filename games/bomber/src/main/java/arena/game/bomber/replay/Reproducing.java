package arena.game.bomber.replay;

import arena.game.api.ReplayWriter;
import arena.game.api.Reproduced;
import arena.game.api.Reproduction;
import arena.game.bomber.protocol.BoardJson;
import java.util.List;

/**
 * A bomber replay played again: its recorded inputs (map, rules, seed, turn orders, commands, crashes) through
 * {@link Resimulation}, each state S0 .. S(end) compared with the replay's snapshots; state t is the one after
 * tick t.
 */
public final class Reproducing implements Reproduction {

    @Override
    public Reproduced check(byte[] replay) {
        RecordedGame inputs = ReplayReader.read(replay);
        GameRecord again = Resimulation.run(inputs);
        List<Object> states = again.snapshots().stream().<Object>map(BoardJson::write).toList();
        return Reproduced.compare(inputs.ticks().size(), ReplayWriter.read(replay).path("snapshots"), states,
                index -> index);
    }
}
