package arena.game.sharif.protocol;

import arena.game.sharif.rules.Cell;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * The framing of spec §12.1: one UTF-8 JSON object and a NUL byte. Server messages are
 * {@code {"type", "info"}} with no {@code turn} key.
 */
public final class Wire {

    public static final byte NUL = 0;
    static final JsonMapper JSON = JsonMapper.builder().build();
    static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private Wire() {
    }

    /** A server message, framed. */
    public static byte[] frame(String type, JsonNode info) {
        ObjectNode message = NODES.objectNode();
        message.put("type", type);
        message.set("info", info);
        return terminated(JSON.writeValueAsString(message));
    }

    /** A JSON text with its NUL byte. */
    public static byte[] terminated(String json) {
        byte[] text = json.getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream out = new ByteArrayOutputStream(text.length + 1);
        out.writeBytes(text);
        out.write(NUL);
        return out.toByteArray();
    }

    public static String write(JsonNode json) {
        return JSON.writeValueAsString(json);
    }

    static ObjectNode cell(Cell cell) {
        ObjectNode node = NODES.objectNode();
        node.put("row", cell.row());
        node.put("col", cell.col());
        return node;
    }
}
