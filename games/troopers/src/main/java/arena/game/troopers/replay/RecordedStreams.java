package arena.game.troopers.replay;

import arena.game.troopers.maps.MapParser;
import arena.game.troopers.protocol.ServerMessages;
import arena.game.troopers.rules.BattleMap;
import arena.game.troopers.rules.Reachability;
import java.io.ByteArrayOutputStream;
import java.util.Base64;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * The bytes each player's strategy was sent in a recorded game, as {@link ReplayRecorder#stream} keeps them: the
 * cells and matrix blocks of the first PLAYER_CONTEXT are put back from the replay's map, built once.
 */
public final class RecordedStreams {

    private final JsonNode replay;
    private byte[] mapBlock;

    public RecordedStreams(JsonNode replay) {
        this.replay = replay;
    }

    /** The player's whole stream, or empty when the replay keeps none for it. */
    public Optional<byte[]> of(long playerId) {
        for (JsonNode entry : replay.path("streams")) {
            if (entry.path("player").asLong() == playerId) {
                return Optional.of(whole(entry));
            }
        }
        return Optional.empty();
    }

    /** The protocol version the player's strategy spoke, as the replay keeps it with its stream. */
    public Optional<Integer> protocol(long playerId) {
        for (JsonNode entry : replay.path("streams")) {
            if (entry.path("player").asLong() == playerId) {
                return Optional.of(entry.path("protocol").asInt());
            }
        }
        return Optional.empty();
    }

    private byte[] whole(JsonNode entry) {
        byte[] recorded = Base64.getDecoder().decode(entry.path("bytes").asString(""));
        int mapAt = entry.path("mapAt").asInt(-1);
        if (mapAt < 0) {
            return recorded;
        }
        byte[] block = mapBlock();
        ByteArrayOutputStream whole = new ByteArrayOutputStream(recorded.length + block.length);
        whole.write(recorded, 0, mapAt);
        whole.write(block, 0, block.length);
        whole.write(recorded, mapAt, recorded.length - mapAt);
        return whole.toByteArray();
    }

    private byte[] mapBlock() {
        if (mapBlock == null) {
            BattleMap map = MapParser.parse(replay.path("map").path("id").asString(),
                    replay.path("map").path("text").asString());
            mapBlock = ServerMessages.mapBlock(map.terrain().cells(), Reachability.of(map.terrain()).bytes());
        }
        return mapBlock;
    }
}
