package arena.game.smartdog.replay;

import arena.game.api.ReasonCode;
import arena.game.api.Verdict;
import arena.game.smartdog.rules.Layout;
import arena.game.smartdog.rules.Placement;
import arena.game.smartdog.rules.SmartDogRules;
import arena.game.smartdog.rules.Territory;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/** Reads a replay written by {@link ReplayDocument} back into a {@link GameRecord}. */
public final class ReplayReader {

    private ReplayReader() {
    }

    /** @throws IllegalArgumentException when the document is not a smartdog replay of this version */
    public static GameRecord read(JsonNode doc) {
        if (!ReplayDocument.GAME.equals(doc.path("game").asString("")) || doc.path("version").intValue() != ReplayDocument.VERSION) {
            throw new IllegalArgumentException("not a smartdog replay of version " + ReplayDocument.VERSION);
        }
        Map<String, Integer> options = new HashMap<>();
        doc.path("options").properties().forEach(e -> options.put(e.getKey(), e.getValue().intValue()));
        SmartDogRules rules = SmartDogRules.HUB_DEFAULTS.with(options);
        List<Frame> frames = new ArrayList<>();
        for (JsonNode f : doc.path("frames")) {
            List<int[]> animals = new ArrayList<>();
            for (JsonNode a : f.path("animals")) {
                int[] values = new int[a.size()];
                for (int i = 0; i < values.length; i++) {
                    values[i] = a.get(i).intValue();
                }
                animals.add(values);
            }
            List<Double> scores = new ArrayList<>();
            f.path("scores").forEach(score -> scores.add(score.doubleValue()));
            frames.add(new Frame(f.path("turn").intValue(), animals, scores));
        }
        List<Placement> placements = new ArrayList<>();
        int i = 0;
        for (JsonNode animal : doc.path("animals")) {
            int[] at = frames.get(0).animals().get(i++);
            boolean dog = animal.path("type").asString("").equals("dog");
            placements.add(new Placement(dog, at[0], at[1], dog ? animal.path("owner").intValue() : 0));
        }
        List<String> landscape = new ArrayList<>();
        doc.path("landscape").forEach(row -> landscape.add(row.asString()));
        List<Territory> territories = new ArrayList<>();
        for (JsonNode t : doc.path("territories")) {
            territories.add(new Territory(t.path("x1").intValue(), t.path("x2").intValue(), t.path("y1").intValue(),
                    t.path("y2").intValue()));
        }
        Layout layout = new Layout(doc.path("cols").intValue(), doc.path("rows").intValue(), landscape, territories,
                placements, doc.path("maxSheepsCount").intValue(), doc.path("iniSheepsCount").intValue());
        List<PlayerEntry> players = new ArrayList<>();
        for (JsonNode p : doc.path("players")) {
            players.add(new PlayerEntry(p.path("player").intValue(), p.path("name").asString(""), p.path("seat").intValue(),
                    p.path("joinedAs").isNull() ? null : p.path("joinedAs").asString(""), verdict(p.path("verdict").asString("OK")),
                    0, 0, 0, 0));
        }
        List<List<Input>> inputs = new ArrayList<>();
        for (JsonNode turn : doc.path("inputs")) {
            List<Input> lines = new ArrayList<>();
            turn.forEach(line -> lines.add(new Input(line.get(0).intValue(), line.get(1).asString())));
            inputs.add(lines);
        }
        List<Integer> inPen = new ArrayList<>();
        doc.path("sheepInPen").forEach(c -> inPen.add(c.intValue()));
        return new GameRecord(doc.path("map").asString(""), doc.path("seed").longValue(), rules, layout, players, inputs,
                frames, doc.path("aborted").booleanValue(), doc.path("winner").intValue(), inPen);
    }

    /** {@code OK} or {@code CODE: message} as {@link Verdict#toString()} writes it (the turn is in the message). */
    private static Verdict verdict(String text) {
        if (text.equals("OK")) {
            return Verdict.OK;
        }
        int colon = text.indexOf(": ");
        String code = colon < 0 ? text : text.substring(0, colon);
        return Verdict.of(ReasonCode.valueOf(code), null, colon < 0 ? "" : text.substring(colon + 2));
    }
}
