package arena.game.bomber.replay;

import arena.game.api.ReplayWriter;
import arena.game.bomber.maps.MapParser;
import arena.game.bomber.rules.Action;
import arena.game.bomber.rules.BomberMap;
import arena.game.bomber.rules.BomberRules;
import arena.game.bomber.rules.TickInput;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/** Reads the inputs of a game back from its replay document, for re-simulation and command files. */
public final class ReplayReader {

    private ReplayReader() {
    }

    /** @throws IllegalArgumentException when the document is not a bomber replay */
    public static RecordedGame read(byte[] replay) {
        JsonNode doc = ReplayWriter.readReplay("bomber", replay);
        if (doc.path("oversized").asBoolean(false)) {
            throw new IllegalArgumentException("the replay of this game was over the size cap and was not kept, so its "
                    + "inputs are gone");
        }
        JsonNode mapNode = doc.path("map");
        List<String> rows = new ArrayList<>();
        mapNode.path("rows").forEach(row -> rows.add(row.asString()));
        BomberMap map = MapParser.parse(mapNode.path("name").asString("replay"), String.join("\n", rows));
        Map<String, Object> config = new LinkedHashMap<>();
        doc.path("config").properties().forEach(e -> config.put(e.getKey(),
                e.getValue().isBoolean() ? e.getValue().booleanValue() : e.getValue().asString()));
        BomberRules rules = BomberRules.fromMap(config);
        List<String> names = new ArrayList<>();
        for (JsonNode player : doc.path("players")) {
            names.add(player.path("name").asString(""));
        }
        List<TickInput> ticks = new ArrayList<>();
        for (JsonNode tick : doc.path("ticks")) {
            List<Integer> order = new ArrayList<>();
            tick.path("order").forEach(id -> order.add(id.asInt()));
            Map<Integer, Action> commands = new HashMap<>();
            tick.path("commands").properties().forEach(e -> {
                Action action = Action.parse(e.getValue().asString(""));
                commands.put(Integer.parseInt(e.getKey()), action == null ? Action.WAIT : action);
            });
            List<Integer> crashed = new ArrayList<>();
            tick.path("crashedNow").forEach(id -> crashed.add(id.asInt()));
            ticks.add(new TickInput(tick.path("tick").asInt(), order.isEmpty() ? null : order, commands, crashed));
        }
        return new RecordedGame(map, rules, doc.path("seed").asLong(), names, ticks);
    }
}
