package arena.game.smartdog;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.RulesDocument;
import arena.game.smartdog.rules.Scoring;
import arena.game.smartdog.rules.SmartDogRules;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The rules page in every language of the site, its numbers the engine's own. */
class SmartDogRulesPageTest {

    private final SmartDogEngine engine = new SmartDogEngine();

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"en", "ru", "fa"})
    void theRulesLoadWithEveryNumberTheTextQuotes(String language) {
        assertThat(engine.rules(language)).get().asString().contains("## ").doesNotContain("${");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"en", "ru", "fa"})
    void theScoresScaleAndTheDefaultsAreTheEnginesConstants(String language) throws IOException {
        SmartDogRules defaults = SmartDogRules.HUB_DEFAULTS;
        assertThat(engine.ruleNumbers()).containsEntry("scoreScale", Scoring.SCALE)
                .containsEntry("turnsLimit", defaults.turnsLimit()).containsEntry("maxTurns", SmartDogEngine.MAX_TURNS)
                .doesNotContainKey("waitForTurn");
        assertThat(raw(language)).contains("−${scoreScale} × (I − C) / I", "${scoreScale} × C / M", "${turnsLimit}",
                "${maxTurns}");
        assertThat(engine.rules(language).orElseThrow()).contains("−" + Scoring.SCALE + " × (I − C) / I",
                Scoring.SCALE + " × C / M").containsPattern(quoted(defaults.turnsLimit()))
                .containsPattern(quoted(SmartDogEngine.MAX_TURNS));
    }

    /** The number as the page prints it, not part of a longer one. */
    private static String quoted(Object number) {
        return "(?<![0-9])" + number + "(?![0-9])";
    }

    private static String raw(String language) throws IOException {
        try (InputStream in = SmartDogEngine.class.getResourceAsStream(RulesDocument.path("smartdog", language))) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
