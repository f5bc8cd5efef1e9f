package arena.game.bomber;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.RulesDocument;
import arena.game.bomber.rules.BomberRules;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The rules page in every language of the site, its numbers the engine's own. */
class BomberRulesPageTest {

    private final BomberEngine engine = new BomberEngine();

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"en", "ru", "fa"})
    void theRulesLoadWithEveryNumberTheTextQuotes(String language) {
        assertThat(engine.rules(language)).get().asString().contains("## ").doesNotContain("${");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"en", "ru", "fa"})
    void thePointsAndTheGamesLengthAreTheEnginesConstants(String language) throws IOException {
        BomberRules rules = BomberRules.DEFAULTS;
        assertThat(engine.ruleNumbers()).containsEntry("playerKillPoints", rules.playerKillPoints())
                .containsEntry("playerWinPoints", rules.playerWinPoints())
                .containsEntry("gameTicksMax", rules.gameTicksMax())
                .containsEntry("moveMillis", BomberEngine.LIMITS.move().toMillis());
        // the text names the numbers, and the page shows the engine's values in their places
        assertThat(raw(language)).contains("| ${playerKillPoints} |", "| ${playerWinPoints} |", "${gameTicksMax}",
                "${moveMillis}");
        assertThat(engine.rules(language).orElseThrow()).contains("| " + rules.playerKillPoints() + " |",
                "| " + rules.playerCellDestroyPoints() + " |", "| " + rules.playerBonusFindPoints() + " |",
                "| " + rules.playerSurvivePoints() + " |", "| " + rules.playerWinPoints() + " |")
                .containsPattern(quoted(rules.gameTicksMax())).containsPattern(quoted(BomberEngine.LIMITS.move().toMillis()));
    }

    /** The number as the page prints it, not part of a longer one. */
    private static String quoted(Object number) {
        return "(?<![0-9])" + number + "(?![0-9])";
    }

    private static String raw(String language) throws IOException {
        try (InputStream in = BomberEngine.class.getResourceAsStream(RulesDocument.path("bomber", language))) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
