package arena.game.troopers.replay;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.ReplayWriter;
import arena.game.api.SeatHub;
import arena.game.api.ViewerLabels;
import arena.game.troopers.TroopersEngine;
import arena.testing.Required;
import java.io.IOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * The site's viewer ({@code /games/troopers/viewer.js}) on a real replay, run by node against a canvas that
 * records its calls: one frame per action after the start, every frame drawn, a line of text per frame. And
 * nothing a Content-Security-Policy without 'unsafe-eval' forbids.
 */
class ViewerScriptTest {

    private static final String RESOURCE = "META-INF/resources/games/troopers/viewer.js";

    @TempDir
    Path dir;

    @Test
    void theViewerIsServedAndUsesNoEval() throws IOException {
        URL url = getClass().getClassLoader().getResource(RESOURCE);
        assertThat(url).isNotNull();
        String script;
        try (var in = url.openStream()) {
            script = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertThat(script).contains("export function drawFrame(", "export function frameCount(",
                "export function drawMap(", "export function describe(");
        assertThat(script).doesNotContain("eval(", "new Function", "innerHTML", "setTimeout('", "document.write");
    }

    @Test
    void nodeDrawsEveryFrameOfAGame() throws Exception {
        Required.tool("node");
        TroopersEngine engine = new TroopersEngine();
        Limits limits = TroopersEngine.LIMITS.withTimes(Duration.ofSeconds(10), Duration.ofSeconds(10), Duration.ZERO);
        SeatHub hub = new SeatHub(new MatchSetup("4x3", null, 11, List.of("smart", "quick", "idle", "example"), limits,
                Map.of(TroopersEngine.OPTION_MOVES, "8")));
        String[] bots = {"smart", "quickstart", "idle", "example"};
        for (int i = 0; i < bots.length; i++) {
            hub.add(engine.createBot(bots[i], i, bots[i], hub));
        }
        Outcome outcome = engine.play(hub);
        JsonNode replay = ReplayWriter.read(outcome.replay());
        long frames = 1;
        for (JsonNode event : replay.path("events")) {
            if (event.has("action") || event.has("crash")) {
                frames++;
            }
        }
        Files.write(dir.resolve("replay.json"), outcome.replay());
        // the viewer imports the shared labels and frames modules beside its folder, and reads its English labels from the page
        Files.createDirectories(dir.resolve("troopers"));
        try (var in = getClass().getClassLoader().getResourceAsStream(RESOURCE)) {
            Files.copy(in, dir.resolve("troopers/viewer.mjs"));
        }
        try (var in = getClass().getClassLoader().getResourceAsStream("META-INF/resources/games/labels.js")) {
            Files.copy(in, dir.resolve("labels.js"));
        }
        try (var in = getClass().getClassLoader().getResourceAsStream("META-INF/resources/games/frames.js")) {
            Files.copy(in, dir.resolve("frames.js"));
        }
        Files.writeString(dir.resolve("page.mjs"), "globalThis.document = { getElementById: () => ({ textContent: "
                + "JSON.stringify({ locale: 'en', rtl: false, labels: " + englishLabels() + " }) }) };\n");
        Files.writeString(dir.resolve("run.mjs"), """
                import './page.mjs';
                import { readFileSync } from 'node:fs';
                import * as viewer from './troopers/viewer.mjs';
                const calls = {};
                const texts = [];
                const ctx = new Proxy({}, {
                  get(target, name) {
                    if (name in target) return target[name];
                    return (...args) => {
                      calls[name] = (calls[name] || 0) + 1;
                      if (name === 'fillText') texts.push(String(args[0]));
                    };
                  },
                  set(target, name, value) { target[name] = value; return true; },
                });
                const canvas = { width: 900, height: 700, getContext: () => ctx };
                ctx.canvas = canvas;
                const replay = JSON.parse(readFileSync('replay.json', 'utf8'));
                viewer.drawMap(canvas, replay.map.text);
                const n = viewer.frameCount(replay);
                const lines = [];
                for (let f = 0; f < n; f++) {
                  viewer.drawFrame(canvas, replay.map.text, replay, f);
                  lines.push(viewer.describe(replay, f));
                }
                const fogBefore = calls.fillRect || 0;
                viewer.selectPlayer(canvas, replay.players[0].id);
                const fog = (calls.fillRect || 0) - fogBefore;
                const vision = [...viewer.visibleCells(replay, 0, replay.players[0].id)].sort((a, b) => a - b);
                const lastSeen = viewer.visibleCells(replay, n - 1, replay.players[0].id);
                const lastVision = lastSeen ? lastSeen.size : -1;
                // a replay written before it carried sight: no fog, whatever is selected
                const old = JSON.parse(readFileSync('replay.json', 'utf8'));
                delete old.sight;
                old.events.forEach((e) => { delete e.sight; });
                const oldCanvas = { width: 900, height: 700, getContext: () => ctx };
                viewer.drawFrame(oldCanvas, old.map.text, old, 0);
                const oldBefore = calls.fillRect || 0;
                viewer.selectPlayer(oldCanvas, old.players[0].id);
                const oldFog = (calls.fillRect || 0) - oldBefore;
                const plain = (() => { const before = calls.fillRect || 0; viewer.selectPlayer(oldCanvas, null);
                  return (calls.fillRect || 0) - before; })();
                console.log(JSON.stringify({ vision, lastVision, fog, oldFog, plain,
                  oldVision: viewer.visibleCells(old, 0, old.players[0].id), frames: n, first: lines[0], last: lines[n - 1],
                  shots: lines.filter((l) => l.includes('shoots at')).length, arcs: calls.arc || 0,
                  texts: calls.fillText || 0, empty: lines.filter((l) => !l).length,
                  lineMoves: [...new Set(lines.map((l) => /^Move (\\d+): /.exec(l)).filter(Boolean).map((m) => +m[1]))],
                  counterMoves: [...new Set(texts.map((t) => /^Move (\\d+) \\(0 to 7\\)/.exec(t)).filter(Boolean)
                    .map((m) => +m[1]))] }));
                """);
        Process node = new ProcessBuilder("node", "run.mjs").directory(dir.toFile()).redirectErrorStream(true).start();
        String output = new String(node.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        assertThat(node.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(node.exitValue()).as(output).isZero();
        JsonNode result = ReplayWriter.read(output.getBytes(StandardCharsets.UTF_8));
        assertThat(result.path("frames").asLong()).isEqualTo(frames);
        assertThat(result.path("first").asString()).startsWith("Start on ").contains("4x3", "8 moves");
        assertThat(result.path("last").asString()).contains("Result: 1. ");
        assertThat(result.path("shots").asLong()).isPositive();
        assertThat(result.path("arcs").asLong()).isGreaterThan(frames * 4);
        assertThat(result.path("empty").asLong()).isZero();
        // one numbering of moves: the replay's (World.moveIndex, from 0), the verdicts', the lines' and the counter's
        List<Integer> moves = new java.util.ArrayList<>();
        replay.path("events").forEach(e -> {
            if (e.has("turn") && !moves.contains(e.path("move").asInt())) {
                moves.add(e.path("move").asInt());
            }
        });
        assertThat(moves).first().isEqualTo(0);
        List<Integer> lineMoves = new java.util.ArrayList<>();
        result.path("lineMoves").forEach(m -> lineMoves.add(m.asInt()));
        List<Integer> counterMoves = new java.util.ArrayList<>();
        result.path("counterMoves").forEach(m -> counterMoves.add(m.asInt()));
        assertThat(lineMoves).isEqualTo(moves);
        assertThat(counterMoves).isEqualTo(moves);
        // the selected player's vision at the start, as the engine's matrix decides it (spec 4.5)
        List<Integer> vision = new java.util.ArrayList<>();
        result.path("vision").forEach(cell -> vision.add(cell.asInt()));
        assertThat(vision).isEqualTo(startVision(replay, replay.path("players").get(0).path("id").asInt()));
        assertThat(vision.size()).isBetween(1, 599);
        assertThat(result.path("fog").asLong()).isGreaterThan(600 - vision.size());
        // sight is recorded where it changed, and the viewer follows it to the last frame
        long changes = 0;
        for (JsonNode event : replay.path("events")) {
            changes += event.has("sight") ? 1 : 0;
        }
        assertThat(changes).isBetween(1L, frames - 1);
        assertThat(result.path("lastVision").asInt()).isNotNegative();
        // an old replay: the same drawing with a player selected as without
        assertThat(result.path("oldVision").isNull()).isTrue();
        assertThat(result.path("oldFog").asLong()).isEqualTo(result.path("plain").asLong());
    }

    /** Cells (x * 20 + y) the player's troopers see at the start, from the engine's own reachability matrix. */
    private static List<Integer> startVision(JsonNode replay, int player) {
        var map = arena.game.troopers.maps.MapLibrary.load().find(replay.path("map").path("id").asString()).orElseThrow();
        var reach = arena.game.troopers.maps.MapLibrary.load().reachability(map);
        java.util.TreeSet<Integer> cells = new java.util.TreeSet<>();
        for (JsonNode trooper : replay.path("troopers")) {
            if (trooper.path("player").asInt() != player) {
                continue;
            }
            JsonNode state = trooper.path("state");
            var type = arena.game.troopers.rules.TrooperType.valueOf(trooper.path("type").asString());
            var stance = arena.game.troopers.rules.TrooperStance.valueOf(state.get(2).asString());
            for (int x = 0; x < 30; x++) {
                for (int y = 0; y < 20; y++) {
                    if (reach.isVisible(type.visionRange(), state.get(0).asInt(), state.get(1).asInt(), stance, x, y,
                            arena.game.troopers.rules.TrooperStance.STANDING)) {
                        cells.add(x * 20 + y);
                    }
                }
            }
        }
        return List.copyOf(cells);
    }

    /** The viewer's English labels as the page hands them over. */
    private static String englishLabels() {
        return tools.jackson.databind.json.JsonMapper.builder().build().writeValueAsString(
                ViewerLabels.english(ViewerScriptTest.class.getClassLoader(), "troopers"));
    }
}
