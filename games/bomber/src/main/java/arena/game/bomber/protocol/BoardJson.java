package arena.game.bomber.protocol;

import arena.game.bomber.rules.Action;
import arena.game.bomber.rules.Board;
import arena.game.bomber.rules.Bomb;
import arena.game.bomber.rules.Bonus;
import arena.game.bomber.rules.BonusType;
import arena.game.bomber.rules.CellType;
import arena.game.bomber.rules.Lava;
import arena.game.bomber.rules.Player;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * A board in the wire format of spec §12.4: what strategies receive and what the replay's snapshots
 * hold. Hidden bonuses never appear. Field order is fixed, so snapshots are byte-for-byte reproducible.
 */
public final class BoardJson {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private BoardJson() {
    }

    public static ObjectNode write(Board board) {
        ObjectNode json = NODES.objectNode();
        json.put("tick", board.tick());
        json.put("width", board.width());
        json.put("height", board.height());
        ArrayNode cells = json.putArray("cells");
        for (int y = 0; y < board.height(); y++) {
            cells.add(board.cellsRow(y));
        }
        ArrayNode players = json.putArray("players");
        for (Player p : board.players()) {
            ObjectNode player = players.addObject();
            player.put("id", p.id());
            player.put("name", p.name());
            player.put("x", p.x());
            player.put("y", p.y());
            player.put("health", p.health());
            player.put("points", p.points());
            player.put("bombsCount", p.bombsCount());
            player.put("bangRadius", p.bangRadius());
            player.put("action", p.action().name());
            player.put("crashed", p.crashed());
        }
        ArrayNode bombs = json.putArray("bombs");
        for (Bomb b : board.bombs()) {
            ObjectNode bomb = bombs.addObject();
            bomb.put("x", b.x());
            bomb.put("y", b.y());
            bomb.put("owner", b.owner());
            bomb.put("bangRadius", b.bangRadius());
            bomb.put("liveTime", b.liveTime());
        }
        ArrayNode bonuses = json.putArray("bonuses");
        for (Bonus b : board.bonuses()) {
            ObjectNode bonus = bonuses.addObject();
            bonus.put("x", b.x());
            bonus.put("y", b.y());
            bonus.put("type", b.type().name());
        }
        ArrayNode lavas = json.putArray("lavas");
        for (Lava l : board.lavas()) {
            ObjectNode lava = lavas.addObject();
            lava.put("x", l.x());
            lava.put("y", l.y());
            lava.put("owner", l.owner());
            lava.put("liveTime", l.liveTime());
        }
        return json;
    }

    /**
     * A board rebuilt from the wire format (bots, viewers of re-read replays). Bombs get the board's tick
     * as their placement tick, which ages them exactly like the engine from the next tick on.
     *
     * @throws IllegalArgumentException when a required field is missing or malformed
     */
    public static Board read(JsonNode json) {
        int tick = integer(json, "tick");
        int width = integer(json, "width");
        int height = integer(json, "height");
        CellType[] cells = new CellType[width * height];
        JsonNode rows = required(json, "cells");
        for (int y = 0; y < height; y++) {
            String row = rows.get(y).stringValue();
            for (int x = 0; x < width; x++) {
                CellType type = CellType.ofSymbol(row.charAt(x));
                if (type == null) {
                    throw new IllegalArgumentException("unknown cell character '" + row.charAt(x) + "'");
                }
                cells[y * width + x] = type;
            }
        }
        List<Player> players = new ArrayList<>();
        for (JsonNode p : required(json, "players")) {
            players.add(new Player(integer(p, "id"), p.path("name").asString(""), integer(p, "x"), integer(p, "y"),
                    integer(p, "health") > 0, integer(p, "points"), integer(p, "bombsCount"), integer(p, "bangRadius"),
                    action(p.path("action").asString("WAIT")), p.path("crashed").asBoolean(false)));
        }
        List<Bomb> bombs = new ArrayList<>();
        for (JsonNode b : required(json, "bombs")) {
            bombs.add(new Bomb(integer(b, "x"), integer(b, "y"), integer(b, "owner"), integer(b, "bangRadius"),
                    integer(b, "liveTime"), tick));
        }
        BonusType[] visible = new BonusType[width * height];
        for (JsonNode b : required(json, "bonuses")) {
            visible[integer(b, "y") * width + integer(b, "x")] = BonusType.valueOf(b.path("type").asString());
        }
        List<Lava> lavas = new ArrayList<>();
        for (JsonNode l : required(json, "lavas")) {
            lavas.add(new Lava(integer(l, "x"), integer(l, "y"), integer(l, "owner"), integer(l, "liveTime")));
        }
        return new Board(width, height, cells, visible, players, bombs, lavas, tick);
    }

    private static Action action(String name) {
        Action action = Action.parse(name);
        return action == null ? Action.WAIT : action;
    }

    private static JsonNode required(JsonNode json, String field) {
        JsonNode value = json.get(field);
        if (value == null || value.isNull()) {
            throw new IllegalArgumentException("missing field " + field);
        }
        return value;
    }

    private static int integer(JsonNode json, String field) {
        JsonNode value = required(json, field);
        if (!value.isIntegralNumber() || !value.canConvertToInt()) {
            throw new IllegalArgumentException("field " + field + " must be an integer");
        }
        return value.intValue();
    }
}
