package arena.game.api.page;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Phrase;
import arena.game.api.Phrases;
import arena.game.api.ReplayWriter;
import arena.testing.Required;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.json.JsonMapper;

/**
 * A replay's phrases are said by the viewer ({@code phrase()} of {@code /games/labels.js}, run by node) with the
 * patterns the page hands over, as the site says them with {@link Phrases}: nested phrases, numbers, choices, lists;
 * the English text where a word is missing, and an old replay's English string as it is.
 */
class PhraseScriptTest {

    private static final Phrases SHARED = Phrases.shared();

    @TempDir
    Path dir;

    @Test
    void theViewerSaysAReplaysPhrasesAsTheSiteDoes() throws Exception {
        Required.tool("node");
        Phrase memory = SHARED.say("outcome.verdict.atMemoryLimit", SHARED.say("outcome.verdict.signal", "SIGKILL"), 300, 256);
        Phrase forks = SHARED.say("outcome.verdict.processLimit", 1);
        Phrase listed = SHARED.say("outcome.podium.draw", List.of("ann", "bob", "cy"));
        Phrase unknown = new Phrase("outcome.nowhere", List.of(1), "the English text");
        Phrase nestedUnknown = SHARED.say("outcome.verdict.outOfMemory", "x");
        nestedUnknown = new Phrase(nestedUnknown.key(), List.of(unknown), "out of memory: the English text");
        List<Object> phrases = List.of(memory, forks, listed, unknown, nestedUnknown, "an old replay's English");

        for (String language : List.of("ru", "fa", "en")) {
            Locale locale = Locale.forLanguageTag(language);
            List<String> said = said(language, SHARED.patterns(locale), phrases);
            List<String> expected = new java.util.ArrayList<>();
            for (Object phrase : phrases) {
                expected.add(phrase instanceof Phrase p ? SHARED.text(p, locale).orElse(p.text()) : (String) phrase);
            }
            assertThat(said).as(language).isEqualTo(expected);
        }
        assertThat(said("ru", SHARED.patterns(Locale.forLanguageTag("ru")), List.of(memory)).get(0))
                .isEqualTo("процесс убит сигналом SIGKILL на пределе памяти (пик 300 МиБ, лимит 256 МиБ)");
    }

    private List<String> said(String locale, Map<String, String> patterns, List<Object> phrases) throws Exception {
        JsonMapper json = JsonMapper.builder().build();
        try (var in = getClass().getClassLoader().getResourceAsStream("META-INF/resources/games/labels.js")) {
            Files.copy(in, dir.resolve("labels.mjs"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
        Files.write(dir.resolve("phrases.json"), ReplayWriter.write(phrases));
        Files.writeString(dir.resolve("page.mjs"), "globalThis.document = { getElementById: () => ({ textContent: "
                + "JSON.stringify(" + json.writeValueAsString(Map.of("locale", locale, "rtl", false, "labels", patterns))
                + ") }) };\n");
        Files.writeString(dir.resolve("run.mjs"), """
                import './page.mjs';
                import { readFileSync } from 'node:fs';
                import { phrase } from './labels.mjs';
                const phrases = JSON.parse(readFileSync('phrases.json', 'utf8'));
                console.log(JSON.stringify(phrases.map(phrase)));
                """);
        Process node = new ProcessBuilder("node", "run.mjs").directory(dir.toFile()).redirectErrorStream(true).start();
        String output = new String(node.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        assertThat(node.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(node.exitValue()).as(output).isZero();
        return List.of(json.readValue(output, String[].class));
    }
}
