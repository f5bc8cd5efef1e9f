package arena.game.api;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Replays are JSON documents: {@code game}, {@code version}, the seed, the inputs every bot sent and
 * whatever the game's viewer needs. Engines build them from records, lists and maps.
 */
public final class ReplayWriter {

    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    private ReplayWriter() {
    }

    public static byte[] write(Object document) {
        return MAPPER.writeValueAsBytes(document);
    }

    public static JsonNode read(byte[] replay) {
        return MAPPER.readTree(replay);
    }
}
