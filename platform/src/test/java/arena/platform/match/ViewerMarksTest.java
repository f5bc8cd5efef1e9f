package arena.platform.match;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.GameEngine;
import arena.game.api.GameEngines;
import arena.game.api.ReplayWriter;
import arena.testing.Matches;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * What each game's viewer marks on the replay player's time line ({@code marks(replay)}), in node on replays of
 * games its engine played with built-in bots: every mark stands where the replay shows what it names.
 */
class ViewerMarksTest {

    private static final Pattern PLAYER_POINTS = Pattern.compile("P(\\d+) (-?[\\d.]+)");
    private static final Pattern PLAYER = Pattern.compile("P(\\d+)");

    @TempDir
    Path dir;

    private final GameEngines engines = GameEngines.load();

    /** The replay's marks and, at each mark's frame, the viewer's line and turn; also frameOfTurn of `turn`. */
    private JsonNode marks(String game, byte[] replay) throws Exception {
        ViewerScripts scripts = new ViewerScripts(dir).serve("META-INF/resources/games/labels.js", "games/labels.js")
                .serve("META-INF/resources/games/frames.js", "games/frames.js")
                .serve("META-INF/resources/games/" + game + "/viewer.js", "games/" + game + "/viewer.js")
                .write("replay.json", replay);
        return scripts.run(ViewerScripts.englishLabels(game), """
                import { readFileSync } from 'node:fs';
                import * as viewer from './games/%s/viewer.js';
                const replay = JSON.parse(readFileSync('replay.json', 'utf8'));
                const marks = viewer.marks(replay).map((m) => ({ ...m,
                  line: viewer.describe ? viewer.describe(replay, m.frame) : '',
                  turn: viewer.turnOfFrame ? viewer.turnOfFrame(replay, m.frame) : m.frame }));
                console.log(JSON.stringify({ frames: viewer.frameCount(replay), marks }));
                """.formatted(game));
    }

    private static List<JsonNode> of(JsonNode result, String kind) {
        List<JsonNode> found = new ArrayList<>();
        result.get("marks").forEach(mark -> {
            if (mark.get("kind").asString().equals(kind)) {
                found.add(mark);
            }
        });
        return found;
    }

    private static TreeSet<Integer> players(String text) {
        TreeSet<Integer> found = new TreeSet<>();
        Matcher m = PLAYER.matcher(text);
        while (m.find()) {
            found.add(Integer.parseInt(m.group(1)));
        }
        return found;
    }

    @Test
    void bomberMarksEveryDeathAtTheTickItHappensAndPointsAsTheBoardHasThem() throws Exception {
        GameEngine bomber = engines.get("bomber");
        // careful bots rarely die: the first of a few seeds in which someone does
        byte[] bytes = null;
        JsonNode snapshots = null;
        TreeSet<Integer> deadAtEnd = new TreeSet<>();
        for (long seed = 1; seed <= 12 && deadAtEnd.isEmpty(); seed++) {
            bytes = Matches.play(bomber, "4p", "classic", seed, Map.of(), "quickstart", "random", "quickstart", "random")
                    .replay();
            snapshots = ReplayWriter.read(bytes).get("snapshots");
            snapshots.get(snapshots.size() - 1).get("players").forEach(p -> {
                if (p.get("health").asInt() <= 0) {
                    deadAtEnd.add(p.get("id").asInt());
                }
            });
        }
        assertThat(deadAtEnd).as("a game of four in which someone dies").isNotEmpty();
        JsonNode result = marks("bomber", bytes);
        TreeSet<Integer> marked = new TreeSet<>();
        for (JsonNode mark : of(result, "death")) {
            int frame = mark.get("frame").asInt();
            TreeSet<Integer> died = players(mark.get("text").asString());
            marked.addAll(died);
            assertThat(mark.get("line").asString()).as("the line of tick %d", frame).contains("killed: ");
            for (int id : died) {
                assertThat(health(snapshots.get(frame), id)).isLessThanOrEqualTo(0);
                assertThat(health(snapshots.get(frame - 1), id)).isPositive();
            }
        }
        assertThat(marked).isEqualTo(deadAtEnd);

        List<JsonNode> scores = of(result, "score");
        assertThat(scores).isNotEmpty();
        for (JsonNode mark : scores) {
            int frame = mark.get("frame").asInt();
            Matcher m = PLAYER_POINTS.matcher(mark.get("text").asString());
            assertThat(m.find()).isTrue();
            do {
                int id = Integer.parseInt(m.group(1));
                assertThat(points(snapshots.get(frame), id)).isEqualTo(Integer.parseInt(m.group(2)))
                        .isNotEqualTo(points(snapshots.get(frame - 1), id));
            } while (m.find());
        }
    }

    private static int health(JsonNode snapshot, int id) {
        return player(snapshot, id).get("health").asInt();
    }

    private static int points(JsonNode snapshot, int id) {
        return player(snapshot, id).get("points").asInt();
    }

    private static JsonNode player(JsonNode snapshot, int id) {
        for (JsonNode p : snapshot.get("players")) {
            if (p.get("id").asInt() == id) {
                return p;
            }
        }
        throw new AssertionError("no player " + id);
    }

    @Test
    void smartdogMarksScoresThatChangeAndAFailedStrategyAtItsVerdictsTurn() throws Exception {
        GameEngine smartdog = engines.get("smartdog");
        String map = smartdog.info().maps().get(0).id();
        byte[] bytes = Matches.play(smartdog, "quartet", map, 3, Map.of("turnsLimit", "150"), "herding", "herding",
                "herding", "idle").replay();
        ObjectNode replay = (ObjectNode) ReplayWriter.read(bytes);
        JsonNode frames = replay.get("frames");
        // the verdict of a strategy that stopped answering, word for word as the engine stores it
        ((ObjectNode) replay.get("players").get(3)).put("verdict", "TIME_LIMIT: turn 40: no answer after 1,002 ms (limit 1,000 ms)");
        JsonNode result = marks("smartdog", ViewerScripts.JSON.writeValueAsString(replay).getBytes(StandardCharsets.UTF_8));

        List<JsonNode> scores = of(result, "score");
        assertThat(scores).as("herding dogs bring sheep into their pens").isNotEmpty();
        for (JsonNode mark : scores) {
            int frame = mark.get("frame").asInt();
            Matcher m = PLAYER_POINTS.matcher(mark.get("text").asString());
            assertThat(m.find()).isTrue();
            do {
                int seat = Integer.parseInt(m.group(1)) - 1;
                double now = frames.get(frame).get("scores").get(seat).asDouble();
                assertThat(now).isCloseTo(Double.parseDouble(m.group(2)), org.assertj.core.data.Offset.offset(0.006));
                assertThat(now).isNotEqualTo(frames.get(frame - 1).get("scores").get(seat).asDouble());
            } while (m.find());
        }
        List<JsonNode> crashes = of(result, "crash");
        assertThat(crashes).hasSize(1);
        assertThat(crashes.get(0).get("turn").asInt()).isEqualTo(40);
        assertThat(crashes.get(0).get("text").asString()).isEqualTo("P4 crashed (TIME_LIMIT)");
    }

    @Test
    void troopersMarksEveryKillAndEveryScoringAction() throws Exception {
        GameEngine troopers = engines.get("troopers");
        byte[] bytes = Matches.play(troopers, "4x3", null, 11, Map.of("moves", "8"), "smart", "quickstart", "idle",
                "example").replay();
        JsonNode replay = ReplayWriter.read(bytes);
        int kills = 0;
        int scoring = 0;
        for (JsonNode event : replay.get("events")) {
            for (JsonNode hit : event.path("hits")) {
                kills += hit.get("killed").asBoolean() ? 1 : 0;
            }
            scoring += event.path("points").asInt() != 0 ? 1 : 0;
        }
        JsonNode result = marks("troopers", bytes);

        assertThat(scoring).as("a game in which someone scores").isPositive();
        assertThat(of(result, "death")).hasSize(kills);
        of(result, "death").forEach(mark -> assertThat(mark.get("line").asString()).contains(mark.get("text").asString()));
        assertThat(of(result, "score")).hasSize(scoring);
        of(result, "score").forEach(mark -> assertThat(mark.get("line").asString()).containsPattern("\\+\\d+ points"));
    }

    @Test
    void sharifMarksTheTurnsSpellsWereCastIn() throws Exception {
        GameEngine sharif = engines.get("sharif");
        byte[] bytes = Matches.play(sharif, "2v2", "map7", 4, Map.of("maxTurns", "120"), "quickstart", "quickstart",
                "quickstart", "quickstart").replay();
        JsonNode frames = ReplayWriter.read(bytes).get("frames");
        TreeSet<Integer> castIn = new TreeSet<>();
        for (int f = 1; f < frames.size(); f++) {
            for (JsonNode cast : frames.get(f).get("casts")) {
                if (cast.get(5).asInt() == 1) {
                    castIn.add(f);
                }
            }
        }
        JsonNode result = marks("sharif", bytes);

        assertThat(castIn).as("quick-start bots cast spells").isNotEmpty();
        TreeSet<Integer> marked = new TreeSet<>();
        of(result, "spell").forEach(mark -> marked.add(mark.get("frame").asInt()));
        assertThat(marked).isEqualTo(castIn);
        of(result, "spell").forEach(mark -> assertThat(mark.get("line").asString()).contains("spells: "));
    }

    @Test
    void sharifMarksAFailedStrategyAtTheFirstFrameOfItsVerdictsTurn() throws Exception {
        GameEngine sharif = engines.get("sharif");
        byte[] bytes = Matches.play(sharif, "2v2", "final2", 4, Map.of("maxTurns", "30"), "quickstart", "idle",
                "quickstart", "idle").replay();
        ObjectNode replay = (ObjectNode) ReplayWriter.read(bytes);
        assertThat(replay.get("verdicts")).as("bots do not fail").isEmpty();
        assertThat(of(marks("sharif", bytes), "crash")).isEmpty();
        // P2's strategy failed at turn 6, as the engine writes a failed player's verdict
        replay.putArray("verdicts").addObject().put("player", 1).put("verdict", "RUNTIME_ERROR").put("turn", 6);
        JsonNode result = marks("sharif", ViewerScripts.JSON.writeValueAsString(replay).getBytes(StandardCharsets.UTF_8));

        List<JsonNode> crashes = of(result, "crash");
        assertThat(crashes).hasSize(1);
        assertThat(crashes.get(0).get("turn").asInt()).isEqualTo(6);
        int frame = crashes.get(0).get("frame").asInt();
        assertThat(replay.get("frames").get(frame).get("turn").asInt()).isEqualTo(6);
        assertThat(replay.get("frames").get(frame - 1).get("turn").asInt()).isEqualTo(5);
        assertThat(crashes.get(0).get("text").asString()).isEqualTo("P2 crashed (RUNTIME_ERROR)");
    }

    @Test
    void racetrackMarksTheMoveTheCarLeavesTheTrackOrFinishes() throws Exception {
        JsonNode crashed = marks("racetrack", """
                {"status": "CRASHED", "crashMove": 3, "answer": "RRUU", "positions": [[0,0],[1,0],[3,0],[6,0]]}
                """.getBytes(StandardCharsets.UTF_8));
        assertThat(crashed.get("marks")).hasSize(1);
        assertThat(crashed.get("marks").get(0).get("kind").asString()).isEqualTo("death");
        assertThat(crashed.get("marks").get(0).get("frame").asInt()).isEqualTo(3);
        assertThat(crashed.get("marks").get(0).get("line").asString()).isEqualTo("Crashed in move 3 of 4");

        JsonNode finished = marks("racetrack", """
                {"status": "FINISHED", "finishingMove": 2, "answer": "RR", "time": {"num": 3, "den": 2, "display": "1.500"},
                 "positions": [[0,0],[1,0],[3,0]]}
                """.getBytes(StandardCharsets.UTF_8));
        assertThat(finished.get("marks")).hasSize(1);
        assertThat(finished.get("marks").get(0).get("kind").asString()).isEqualTo("finish");
        assertThat(finished.get("marks").get(0).get("frame").asInt()).isEqualTo(2);
        assertThat(finished.get("marks").get(0).get("text").asString()).isEqualTo("lap finished in 1.5");
    }
}
