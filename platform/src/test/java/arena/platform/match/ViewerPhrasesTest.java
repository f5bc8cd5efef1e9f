package arena.platform.match;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.GameEngine;
import arena.game.api.GameEngines;
import arena.game.api.Phrase;
import arena.game.api.Phrases;
import arena.game.api.ViewerLabels;
import arena.testing.Matches;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A replay's words said by its viewer in node on a Russian page (the labels and the game's outcome patterns the page
 * hands over): the words beside the English in the reader's language, an old replay's English as it is.
 */
class ViewerPhrasesTest {

    @TempDir
    Path dir;

    private final GameEngines engines = GameEngines.load();

    /** The Russian labels a page with this game's viewer hands over, with the game's outcome patterns. */
    private static Map<String, String> russianLabels(GameEngine engine) throws Exception {
        String game = engine.info().id();
        ClassLoader loader = engine.getClass().getClassLoader();
        Map<String, String> labels = new TreeMap<>();
        properties(loader, "viewers_ru.properties").forEach((key, text) -> labels.put((String) key, (String) text));
        String prefix = ViewerLabels.viewerPrefix(game);
        properties(loader, ViewerLabels.basename(game) + "_ru.properties").forEach((key, text) -> {
            if (((String) key).startsWith(prefix)) {
                labels.put(((String) key).substring(prefix.length()), (String) text);
            }
        });
        labels.putAll(Phrases.of(loader, List.of(game)).patterns(Locale.forLanguageTag("ru")));
        return labels;
    }

    private static Properties properties(ClassLoader loader, String resource) throws Exception {
        Properties properties = new Properties();
        try (InputStream in = loader.getResourceAsStream(resource)) {
            assertThat(in).as(resource).isNotNull();
            properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return properties;
    }

    private String describeFirstTick(GameEngine bomber, JsonNode replay) throws Exception {
        ViewerScripts scripts = new ViewerScripts(dir).serve("META-INF/resources/games/labels.js", "games/labels.js")
                .serve("META-INF/resources/games/bomber/viewer.js", "games/bomber/viewer.js")
                .write("replay.json", ViewerScripts.JSON.writeValueAsBytes(replay));
        return scripts.run(russianLabels(bomber), """
                import { readFileSync } from 'node:fs';
                import * as viewer from './games/bomber/viewer.js';
                const replay = JSON.parse(readFileSync('replay.json', 'utf8'));
                console.log(JSON.stringify({ line: viewer.describe(replay, 1) }));
                """).get("line").asString();
    }

    @Test
    void bombersInvalidAnswerIsSaidInRussianAndAnOldReplaysInEnglish() throws Exception {
        GameEngine bomber = engines.get("bomber");
        JsonNode replay = ViewerScripts.JSON.readTree(
                Matches.play(bomber, "2p", "classic", 1, Map.of(), "quickstart", "quickstart").replay());
        ObjectNode tick = (ObjectNode) replay.path("ticks").get(0);
        // what the engine writes for an answer without an action (BomberMatchTest checks the engine's side)
        tick.putObject("invalid").put("1", "no action");
        tick.putObject("invalidPhrase").putObject("1").put("key", "outcome.bomber.answer.noAction").putArray("args");
        tick.putObject("commands").put("1", "WAIT");

        assertThat(describeFirstTick(bomber, replay)).contains("P1 WAIT (неверный ответ: нет действия)");
        tick.remove("invalidPhrase");
        assertThat(describeFirstTick(bomber, replay)).contains("P1 WAIT (неверный ответ: no action)");
    }

    private JsonNode crashMarks(GameEngine troopers, JsonNode replay) throws Exception {
        ViewerScripts scripts = new ViewerScripts(dir).serve("META-INF/resources/games/labels.js", "games/labels.js")
                .serve("META-INF/resources/games/frames.js", "games/frames.js")
                .serve("META-INF/resources/games/troopers/viewer.js", "games/troopers/viewer.js")
                .write("replay.json", ViewerScripts.JSON.writeValueAsBytes(replay));
        return scripts.run(russianLabels(troopers), """
                import { readFileSync } from 'node:fs';
                import * as viewer from './games/troopers/viewer.js';
                const replay = JSON.parse(readFileSync('replay.json', 'utf8'));
                const crashes = viewer.marks(replay).filter((m) => m.kind === 'crash').map((m) => m.text);
                console.log(JSON.stringify({ crashes }));
                """).get("crashes");
    }

    @Test
    void troopersCrashVerdictIsSaidInRussianAndAnOldReplaysInEnglish() throws Exception {
        GameEngine troopers = engines.get("troopers");
        JsonNode replay = ViewerScripts.JSON.readTree(Matches.play(troopers, "2x3", "default", 1, Map.of("moves", "3"),
                "quickstart", "quickstart").replay());
        // the crash event as the engine writes it (CrashVerdictTest checks the engine's side)
        Phrase verdict = Phrases.shared().say("outcome.verdict.at", "RUNTIME_ERROR",
                Phrases.shared().say("outcome.verdict.exitCode", 3));
        ObjectNode crash = ((tools.jackson.databind.node.ArrayNode) replay.path("events")).addObject();
        crash.put("crash", replay.path("players").get(0).path("id").asLong());
        crash.put("verdict", verdict.text());
        crash.set("verdictPhrase", ViewerScripts.JSON.valueToTree(verdict));

        assertThat(crashMarks(troopers, replay).get(0).asString()).contains("RUNTIME_ERROR: процесс завершился с кодом 3");
        crash.remove("verdictPhrase");
        assertThat(crashMarks(troopers, replay).get(0).asString()).contains("RUNTIME_ERROR: the process exited with code 3");
    }
}
