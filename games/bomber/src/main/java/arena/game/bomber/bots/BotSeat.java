package arena.game.bomber.bots;

import arena.game.api.InProcessSeat;
import arena.game.api.SeatEvents;
import arena.game.bomber.protocol.BoardJson;
import arena.game.bomber.protocol.BomberProtocol;
import arena.game.bomber.protocol.LineBuffer;
import arena.game.bomber.rules.Action;
import arena.game.bomber.rules.Board;
import arena.game.bomber.rules.BomberRules;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * A built-in bot speaking the same JSON-lines protocol as external strategies: it reads the request
 * lines the engine writes and emits answer lines, so it plays exactly like an uploaded bot.
 */
public abstract class BotSeat extends InProcessSeat {

    private final LineBuffer lines = new LineBuffer(Integer.MAX_VALUE - 1);
    private int playerId;
    private BomberRules rules = BomberRules.DEFAULTS;

    protected BotSeat(int index, String name, SeatEvents events) {
        super(index, name, events);
    }

    @Override
    protected final void receive(byte[] data) {
        for (LineBuffer.Line line : lines.feed(data)) {
            JsonNode message = BomberProtocol.readObject(line.text());
            if (message == null) {
                continue;
            }
            switch (message.path("type").asString("")) {
                case "init" -> {
                    playerId = message.path("playerId").asInt();
                    Map<String, Object> config = new LinkedHashMap<>();
                    message.path("config").properties().forEach(e -> config.put(e.getKey(),
                            e.getValue().isBoolean() ? e.getValue().booleanValue() : e.getValue().asString()));
                    rules = BomberRules.fromMap(config);
                    answer("{\"type\":\"ready\"}");
                }
                case "tick" -> {
                    int tick = message.path("tick").asInt();
                    Board board = BoardJson.read(message.path("board"));
                    Action action = decide(board, playerId, rules);
                    answer("{\"type\":\"action\",\"tick\":" + tick + ",\"action\":\"" + action.name() + "\"}");
                }
                default -> {
                    // "end": nothing to answer
                }
            }
        }
    }

    private void answer(String json) {
        emit((json + "\n").getBytes(StandardCharsets.UTF_8));
    }

    /** The bot's command for the next tick, given S(t-1). */
    protected abstract Action decide(Board board, int me, BomberRules rules);
}
