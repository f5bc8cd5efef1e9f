package arena.game.smartdog.replay;

import arena.game.api.ReplayWriter;
import arena.game.api.Reproduced;
import arena.game.api.Reproduction;
import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * A smartdog replay played again: its map, options and every turn's client lines through {@link Resimulation},
 * each state from the initial one (turn 0) compared with the replay's frames.
 */
public final class Reproducing implements Reproduction {

    @Override
    public Reproduced check(byte[] replay) {
        JsonNode doc = ReplayWriter.readReplay(ReplayDocument.GAME, replay);
        GameRecord record = ReplayReader.read(doc);
        List<Object> again = Resimulation.frames(record).stream().<Object>map(ReplayDocument::frame).toList();
        JsonNode recorded = doc.path("frames");
        return Reproduced.compare(record.turnsPlayed(), recorded, again,
                index -> index < recorded.size() ? recorded.get(index).path("turn").asInt() : index);
    }
}
