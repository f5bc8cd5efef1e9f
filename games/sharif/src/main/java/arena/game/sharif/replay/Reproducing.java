package arena.game.sharif.replay;

import arena.game.api.ReplayWriter;
import arena.game.api.Reproduced;
import arena.game.api.Reproduction;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * A sharif replay played again: its map, seed, picks and every step's commands through {@link Resimulation},
 * each state from the first one compared with the replay's frames.
 */
public final class Reproducing implements Reproduction {

    @Override
    public Reproduced check(byte[] replay) {
        GameRecord record = ReplayReader.read(replay);
        List<Object> again = new ArrayList<>();
        Resimulation.run(record, game -> again.add(ReplayDocument.frame(game)));
        JsonNode recorded = ReplayWriter.read(replay).path("frames");
        int first = recorded.isEmpty() ? 1 : recorded.get(0).path("turn").asInt();
        return Reproduced.compare(record.commands().size(), recorded, again, index -> first + index);
    }
}
