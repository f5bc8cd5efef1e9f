package arena.game.sharif.bots;

import arena.game.api.InProcessSeat;
import arena.game.api.SeatEvents;
import arena.game.sharif.maps.MapParser;
import arena.game.sharif.protocol.NulFraming;
import arena.game.sharif.protocol.Wire;
import arena.game.sharif.rules.SharifMap;
import java.util.List;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * A built-in bot speaking the original client protocol (spec §12) over its seat, like an uploaded client:
 * it connects and sends the all-zero token, answers {@code init} with a pick and every {@code turn} with
 * its commands tagged with the turn, then {@code endTurn}.
 */
public abstract class BotSeat extends InProcessSeat {

    public static final String LOCAL_TOKEN = "00000000000000000000000000000000";
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private final NulFraming framing = new NulFraming();
    private SharifMap map;
    private int me;

    protected BotSeat(int index, String name, SeatEvents events) {
        super(index, name, events);
        connect();
        ObjectNode token = NODES.objectNode();
        token.put("token", LOCAL_TOKEN);
        say("token", token, 0);
    }

    @Override
    protected final void receive(byte[] data) {
        for (String text : framing.feed(data)) {
            JsonNode message = JSON.readTree(text);
            JsonNode info = message.path("info");
            switch (message.path("type").asString("")) {
                case "init" -> {
                    me = info.path("map").path("kings").get(0).path("playerId").asInt();
                    map = MapParser.parse("init", Wire.write(info));
                    ObjectNode pick = NODES.objectNode();
                    pick.putArray("units").addAll(pick(map).stream().map(NODES::numberNode).toList());
                    say("pick", pick, 0);
                    say("endTurn", NODES.objectNode(), 0);
                }
                case "turn" -> {
                    int turn = info.path("currTurn").asInt();
                    for (Order order : turn(map, me, info)) {
                        say(order.type(), order.info(), turn);
                    }
                    say("endTurn", NODES.objectNode(), turn);
                }
                default -> {
                    // shutdown: the game is over
                }
            }
        }
    }

    private void say(String type, JsonNode info, int turn) {
        ObjectNode message = NODES.objectNode();
        message.put("type", type);
        message.set("info", info);
        message.put("turn", turn);
        emit(Wire.terminated(JSON.writeValueAsString(message)));
    }

    /** One client message: a {@code type} of spec §12.4 and its {@code info}. */
    protected record Order(String type, ObjectNode info) {
    }

    protected static ObjectNode info() {
        return NODES.objectNode();
    }

    /** The deck order to pick; the first {@code handSize} cards are the first hand. */
    protected abstract List<Integer> pick(SharifMap map);

    /** The commands for this turn, given the recipient's turn message. */
    protected abstract List<Order> turn(SharifMap map, int me, JsonNode state);
}
