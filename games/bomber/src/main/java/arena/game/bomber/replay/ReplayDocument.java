package arena.game.bomber.replay;

import arena.game.api.EngineVersion;
import arena.game.api.ReplayWriter;
import arena.game.bomber.protocol.BoardJson;
import arena.game.bomber.rules.Board;
import arena.game.bomber.rules.Player;
import arena.game.bomber.rules.TickInput;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The replay of spec §13 as a JSON document: seed, map, config, players, per tick {@code {tick, order,
 * commands, crashedNow, debug, timeMs, invalid}}, the result, and every snapshot S0 .. S(end) in the wire
 * format of §12.4 for the viewer. {@code order} is the full permutation drawn for the tick; dead ids in
 * it are skipped when the tick is played.
 */
public final class ReplayDocument {

    public static final int VERSION = 1;

    private ReplayDocument() {
    }

    public static byte[] write(GameRecord game) {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("game", "bomber");
        doc.put("version", VERSION);
        doc.put(ReplayWriter.ENGINE, EngineVersion.current());
        doc.put("seed", game.seed());
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("name", game.map().name());
        map.put("width", game.map().width());
        map.put("height", game.map().height());
        map.put("rows", game.map().rows());
        doc.put("map", map);
        doc.put("config", game.rules().asMap());
        List<Map<String, Object>> players = new ArrayList<>();
        for (PlayerEntry entry : game.players()) {
            Map<String, Object> player = new LinkedHashMap<>();
            player.put("id", entry.id());
            player.put("name", entry.name());
            player.put("seat", entry.seat());
            players.add(player);
        }
        doc.put("players", players);
        doc.put("ticks", game.ticks().stream().map(ReplayDocument::tick).toList());
        doc.put("result", result(game));
        // written one by one as the JSON is made, so a replay over the cap stops early and the snapshots
        // never exist as one tree in memory
        Iterable<Object> snapshots = () -> game.snapshots().stream().<Object>map(BoardJson::write).iterator();
        doc.put("snapshots", snapshots);
        return ReplayWriter.write(doc);
    }

    private static Map<String, Object> tick(TickRecord record) {
        TickInput input = record.input();
        Map<String, Object> tick = new LinkedHashMap<>();
        tick.put("tick", input.tick());
        tick.put("order", input.order());
        Map<Integer, String> commands = new TreeMap<>();
        input.commands().forEach((id, action) -> commands.put(id, action.name()));
        tick.put("commands", commands);
        tick.put("crashedNow", input.crashedNow());
        tick.put("debug", new TreeMap<>(record.debug()));
        Map<Integer, Double> times = new TreeMap<>();
        record.timeMs().forEach((id, ms) -> times.put(id, Math.round(ms * 1000) / 1000.0));
        tick.put("timeMs", times);
        Map<Integer, String> invalid = new TreeMap<>();
        record.invalid().forEach((id, why) -> invalid.put(id, why.text()));
        tick.put("invalid", invalid);
        if (!invalid.isEmpty()) {
            // the English for old viewers and tools; the words (key and arguments, the text is the English beside) for
            // a viewer that says them in the reader's language
            Map<Integer, Object> words = new TreeMap<>();
            record.invalid().forEach((id, why) -> {
                Map<String, Object> said = new LinkedHashMap<>(); // in this order, so a replay is the same bytes each time
                said.put("key", why.key());
                said.put("args", why.args());
                words.put(id, said);
            });
            tick.put("invalidPhrase", words);
        }
        return tick;
    }

    private static Map<String, Object> result(GameRecord game) {
        Board last = game.finalBoard();
        List<Integer> places = game.places();
        Map<String, Object> result = new LinkedHashMap<>();
        result.put("endReason", last.endReason() == null ? null : last.endReason().name());
        result.put("tick", last.tick());
        result.put("map", game.map().name());
        result.put("seed", game.seed());
        List<Map<String, Object>> players = new ArrayList<>();
        for (Player p : last.players()) {
            PlayerEntry entry = game.player(p.id());
            Map<String, Object> player = new LinkedHashMap<>();
            player.put("id", p.id());
            player.put("name", p.name());
            player.put("seat", entry.seat());
            player.put("points", p.points());
            player.put("kills", p.kills());
            player.put("alive", p.alive());
            player.put("crashed", p.crashed());
            player.put("crashedTick", entry.crashedTick());
            player.put("place", places.get(p.id() - 1));
            player.put("verdict", entry.verdict().toString());
            player.put("answerMs", Math.round(entry.answerNanos() / 1000.0) / 1000.0);
            player.put("invalidAnswers", entry.invalidAnswers());
            player.put("ignoredLines", entry.ignoredLines());
            players.add(player);
        }
        result.put("players", players);
        return result;
    }
}
