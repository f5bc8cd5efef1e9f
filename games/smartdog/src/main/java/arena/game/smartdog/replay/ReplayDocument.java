package arena.game.smartdog.replay;

import arena.game.api.EngineVersion;
import arena.game.api.ReplayWriter;
import arena.game.smartdog.rules.Layout;
import arena.game.smartdog.rules.Placement;
import arena.game.smartdog.rules.Territory;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The replay as JSON: the setup (map, options, landscape, territories, the animals in creation order), every
 * player's inputs turn by turn, the state after each turn for the viewer, and the result. With the map and
 * the inputs, a game can be played again exactly ({@link Resimulation}).
 */
public final class ReplayDocument {

    public static final String GAME = "smartdog";
    public static final int VERSION = 1;

    private ReplayDocument() {
    }

    public static byte[] write(GameRecord game, List<Integer> places) {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("game", GAME);
        doc.put("version", VERSION);
        doc.put(ReplayWriter.ENGINE, EngineVersion.current());
        doc.put("seed", game.seed());
        doc.put("map", game.map());
        doc.put("options", game.rules().asMap());
        Layout layout = game.layout();
        doc.put("cols", layout.cols());
        doc.put("rows", layout.rows());
        doc.put("landscape", layout.landscape());
        List<Map<String, Integer>> territories = new ArrayList<>();
        for (Territory t : layout.territories()) {
            territories.add(Map.of("x1", t.x1(), "x2", t.x2(), "y1", t.y1(), "y2", t.y2()));
        }
        doc.put("territories", territories);
        doc.put("maxSheepsCount", layout.maxSheep());
        doc.put("iniSheepsCount", layout.iniSheep());
        List<Map<String, Object>> animals = new ArrayList<>();
        int id = 0;
        for (Placement p : layout.placements()) {
            Map<String, Object> animal = new LinkedHashMap<>();
            animal.put("id", ++id);
            animal.put("type", p.dog() ? "dog" : "sheep");
            if (p.dog()) {
                animal.put("owner", p.owner());
            }
            animals.add(animal);
        }
        doc.put("animals", animals);
        List<Map<String, Object>> players = new ArrayList<>();
        for (PlayerEntry p : game.players()) {
            Map<String, Object> player = new LinkedHashMap<>();
            player.put("player", p.player());
            player.put("name", p.name());
            player.put("seat", p.seat());
            player.put("joinedAs", p.joinedAs());
            player.put("verdict", p.verdict().toString());
            player.put("place", places.get(p.player() - 1));
            player.put("score", game.last().scores().get(p.player() - 1));
            players.add(player);
        }
        doc.put("players", players);
        List<List<Object>> inputs = new ArrayList<>();
        for (List<Input> turn : game.inputs()) {
            List<Object> lines = new ArrayList<>();
            for (Input input : turn) {
                lines.add(List.of(input.player(), input.line()));
            }
            inputs.add(lines);
        }
        doc.put("inputs", inputs);
        doc.put("frames", game.frames().stream().map(ReplayDocument::frame).toList());
        doc.put("sheepInPen", game.sheepInPen());
        doc.put("aborted", game.aborted());
        doc.put("winner", game.winner());
        return ReplayWriter.write(doc);
    }

    /** A state as the replay holds it. */
    static Map<String, Object> frame(Frame frame) {
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("turn", frame.turn());
        f.put("animals", frame.animals());
        f.put("scores", frame.scores());
        return f;
    }
}
