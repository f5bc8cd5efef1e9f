package arena.game.sharif;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.ReplayWriter;
import arena.game.api.SeatHub;
import arena.game.api.ViewerLabels;
import arena.testing.Required;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The browser viewer, run by Node.js on a recording stand-in for a canvas over a real replay. */
class ViewerTest {

    private static final String VIEWER = "META-INF/resources/games/sharif/viewer.js";
    private static final Limits GENEROUS = new Limits(Duration.ofSeconds(10), Duration.ofSeconds(10), Duration.ZERO,
            64, 8L << 20);

    @TempDir
    Path dir;

    @Test
    void theViewerIsCspSafe() throws IOException {
        String source = resource(VIEWER);
        assertThat(source).doesNotContain("eval(", "new Function", "innerHTML", "document.write", "setTimeout('",
                "setInterval('");
        assertThat(source).contains("export function drawFrame(", "export { frameCount, frameOfTurn, turnOfFrame };",
                "export function describe(", "export function drawMap(");
    }

    @Test
    void everyFrameOfAGameIsDrawnInsideTheCanvasWithKingsHandsAndSpells() throws Exception {
        Required.tool("node");
        SharifEngine engine = new SharifEngine();
        SeatHub hub = new SeatHub(new MatchSetup("2v2", "map7", 4, List.of("alice", "bob", "carol", "dave"), GENEROUS,
                Map.of(SharifEngine.OPTION_MAX_TURNS, "80")));
        for (int i = 0; i < 4; i++) {
            hub.add(engine.createBot("quickstart", i, "q" + i, hub));
        }
        byte[] replayBytes = engine.play(hub).replay();
        JsonNode replay = ReplayWriter.read(replayBytes);
        Files.createDirectories(dir.resolve("sharif"));
        Files.writeString(dir.resolve("sharif/viewer.mjs"), resource(VIEWER));
        Files.writeString(dir.resolve("labels.js"), resource("META-INF/resources/games/labels.js"));
        Files.writeString(dir.resolve("frames.js"), resource("META-INF/resources/games/frames.js"));
        Files.writeString(dir.resolve("labels.json"), englishLabels());
        Files.writeString(dir.resolve("check.mjs"), resource("arena/game/sharif/viewer-check.mjs"));
        Files.writeString(dir.resolve("map.json"), engine.info().map("map7").orElseThrow().data());
        Files.write(dir.resolve("replay.json"), ReplayWriter.read(replayBytes).toString().getBytes(StandardCharsets.UTF_8));

        JsonNode drawn = run(dir.resolve("check.mjs").toString(), dir.resolve("map.json").toString(),
                dir.resolve("replay.json").toString());

        int frames = replay.path("frames").size();
        assertThat(drawn.path("count").intValue()).isEqualTo(frames);
        assertThat(texts(drawn.path("map").path("texts"))).contains("K1", "K2", "K3", "K4");
        assertThat(drawn.path("map").path("outside").intValue()).isZero();
        assertThat(texts(drawn.path("emptyTexts"))).contains("K1");
        boolean unitsDrawn = false;
        List<String> allTexts = new ArrayList<>();
        for (int i = 0; i < frames; i++) {
            JsonNode frame = drawn.path("frames").get(i);
            JsonNode state = replay.path("frames").get(i);
            List<String> texts = texts(frame.path("texts"));
            allTexts.addAll(texts);
            assertThat(frame.path("outside").intValue()).as("frame %d", i).isZero();
            assertThat(texts).as("frame %d", i).contains("Turn " + state.path("turn").intValue() + " of 80",
                    "P1 alice", "P4 dave");
            assertThat(frame.path("turn").intValue()).as("frame %d", i).isEqualTo(state.path("turn").intValue());
            assertThat(texts.stream().filter(t -> t.startsWith("hand ")).count()).as("frame %d", i).isEqualTo(4);
            assertThat(texts.stream().filter(t -> t.startsWith("AP ")).count()).as("frame %d", i).isEqualTo(4);
            for (int p = 0; p < 4; p++) {
                int hp = state.path("kings").get(p).intValue();
                assertThat(texts).as("frame %d", i).contains(hp > 0 ? "king " + hp + "/90" : "king dead");
            }
            if (state.path("units").size() > 0) {
                unitsDrawn = true;
            }
            assertThat(frame.path("describe").stringValue()).startsWith("Turn " + state.path("turn").intValue() + " of 80");
        }
        assertThat(unitsDrawn).isTrue();
        assertThat(allTexts).anyMatch(t -> t.matches("(damage|poison|heal|haste|duplicate|teleport)( \\d+)?"));
        assertThat(drawn.path("frames").get(frames - 1).path("describe").stringValue()).contains("Points P1 ");
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(t -> texts.add(t.stringValue()));
        return texts;
    }

    private static JsonNode run(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("node"));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        byte[] out = process.getInputStream().readAllBytes();
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        String text = new String(out, StandardCharsets.UTF_8);
        assertThat(process.exitValue()).as(text).isZero();
        return JsonMapper.builder().build().readTree(text);
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = ViewerTest.class.getClassLoader().getResourceAsStream(name)) {
            assertThat(in).as(name).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** The viewer's English labels as the page hands them over. */
    private static String englishLabels() {
        return JsonMapper.builder().build().writeValueAsString(
                ViewerLabels.english(ViewerTest.class.getClassLoader(), "sharif"));
    }
}
