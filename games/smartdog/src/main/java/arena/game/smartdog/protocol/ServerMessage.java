package arena.game.smartdog.protocol;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * One line from the server as a client reads it (§9.3): the command, and the payload, which becomes JSON
 * once wrapped in braces (a struct) or brackets (a string list), as the original JavaScript client did.
 *
 * @param command {@code start}, {@code state}, {@code obj}, {@code turn}, ...
 * @param payload the rest of the line, trimmed
 */
public record ServerMessage(String command, String payload) {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    public static ServerMessage parse(String line) {
        String text = line.endsWith("\n") ? line.substring(0, line.length() - 1) : line;
        int space = text.indexOf(' ');
        return space < 0 ? new ServerMessage(text, "")
                : new ServerMessage(text.substring(0, space), text.substring(space + 1).strip());
    }

    /** {@code start}, {@code state}, {@code obj}, {@code finished}: the payload as a JSON object. */
    public JsonNode struct() {
        return JSON.readTree("{" + payload + "}");
    }

    /** {@code landscape}: the payload as a JSON array. */
    public JsonNode list() {
        return JSON.readTree("[" + payload + "]");
    }
}
