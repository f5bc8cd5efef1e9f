package arena.game.bomber.protocol;

import arena.game.api.Limits;
import arena.game.api.Phrase;
import arena.game.api.Phrases;
import arena.game.bomber.rules.Action;
import arena.game.bomber.rules.BomberRules;
import java.util.Map;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * The JSON-lines messages of spec §12: {@code init}, {@code tick}, {@code end} from the engine, and the
 * checks on {@code ready} and {@code action} answers. Every message is one line ending with {@code \n}.
 */
public final class BomberProtocol {

    public static final int VERSION = 1;

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private BomberProtocol() {
    }

    public static String init(int playerId, int width, int height, BomberRules rules, Limits limits) {
        ObjectNode message = JsonNodeFactory.instance.objectNode();
        message.put("type", "init");
        message.put("protocol", VERSION);
        message.put("game", "bomber");
        message.put("playerId", playerId);
        message.put("width", width);
        message.put("height", height);
        ObjectNode config = message.putObject("config");
        for (Map.Entry<String, Object> entry : rules.asMap().entrySet()) {
            if (entry.getValue() instanceof Boolean flag) {
                config.put(entry.getKey(), flag);
            } else {
                config.put(entry.getKey(), (Integer) entry.getValue());
            }
        }
        config.put("answerTimeLimitMs", limits.move().toMillis());
        config.put("memoryLimitMb", limits.memoryMb());
        return JSON.writeValueAsString(message) + "\n";
    }

    /** @param board the state S(t-1) in the wire format, already serialised once for all players */
    public static String tick(int tick, int playerId, String board) {
        return "{\"type\":\"tick\",\"tick\":" + tick + ",\"playerId\":" + playerId + ",\"board\":" + board + "}\n";
    }

    /** @param reason {@code DEAD} or {@code GAME_OVER} */
    public static String end(String reason, int tick, int points) {
        return "{\"type\":\"end\",\"reason\":\"" + reason + "\",\"tick\":" + tick + ",\"points\":" + points + "}\n";
    }

    public static String write(JsonNode json) {
        return JSON.writeValueAsString(json);
    }

    /** The line as a JSON object, or {@code null} when it is not one. */
    public static JsonNode readObject(String line) {
        try {
            JsonNode json = JSON.readTree(line);
            return json != null && json.isObject() ? json : null;
        } catch (JacksonException e) {
            return null;
        }
    }

    /** Bomber's words and the shared ones: the verdicts' evidence. */
    public static final Phrases WORDS = Phrases.of(BomberProtocol.class, "bomber");

    /** Why the first line after {@code init} is not a {@code ready} (in bomber's words), or {@code null} when it is. */
    public static Phrase checkReady(String line) {
        JsonNode json = readObject(line);
        if (json == null) {
            return WORDS.say("outcome.bomber.verdict.readyNotJson", excerpt(line));
        }
        if (!"ready".equals(json.path("type").asString(""))) {
            return WORDS.say("outcome.bomber.verdict.notReady", excerpt(line));
        }
        return null;
    }

    /** An answer line longer than the protocol allows (spec §12.2): a {@code WAIT}, and why. */
    public static Answer tooLongAnswer() {
        return Answer.invalid(WORDS.say("outcome.bomber.answer.tooLong", BomberRules.MAX_LINE_BYTES), null);
    }

    /** Checks one answer line against the request's tick (spec §12.2, §12.4). */
    public static Answer answer(String line, int expectedTick) {
        JsonNode json = readObject(line);
        if (json == null) {
            return Answer.invalid(WORDS.say("outcome.bomber.answer.notJson", excerpt(line)), null);
        }
        JsonNode debugNode = json.get("debug");
        String debug = debugNode != null && debugNode.isString() ? cut(debugNode.stringValue()) : null;
        if (!"action".equals(json.path("type").asString(""))) {
            return Answer.invalid(WORDS.say("outcome.bomber.answer.notAction", excerpt(line)), debug);
        }
        JsonNode tick = json.get("tick");
        if (tick == null || !tick.isIntegralNumber() || !tick.canConvertToInt()) {
            return Answer.invalid(WORDS.say("outcome.bomber.answer.noTick"), debug);
        }
        if (tick.intValue() != expectedTick) {
            return Answer.invalid(WORDS.say("outcome.bomber.answer.wrongTick", tick.intValue(), expectedTick), debug);
        }
        JsonNode error = json.get("error");
        if (error != null && !error.isNull()) {
            return Answer.invalid(WORDS.say("outcome.bomber.answer.error", excerpt(error.asString(error.toString()))), debug);
        }
        JsonNode actionNode = json.get("action");
        Action action = actionNode != null && actionNode.isString() ? Action.parse(actionNode.stringValue()) : null;
        if (action == null) {
            return Answer.invalid(actionNode == null ? WORDS.say("outcome.bomber.answer.noAction")
                    : WORDS.say("outcome.bomber.answer.unknownAction", excerpt(actionNode.toString())), debug);
        }
        return Answer.valid(action, debug);
    }

    private static String cut(String debug) {
        return debug.length() <= BomberRules.MAX_DEBUG_CHARS ? debug : debug.substring(0, BomberRules.MAX_DEBUG_CHARS);
    }

    /** A short quote for messages, so a huge line never floods a log or a verdict. */
    public static String excerpt(String text) {
        return text.length() <= 80 ? text : text.substring(0, 80) + "...";
    }
}
