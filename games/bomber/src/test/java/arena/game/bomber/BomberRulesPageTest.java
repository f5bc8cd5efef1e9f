package arena.game.bomber;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.GameEngine;
import arena.game.bomber.rules.BomberRules;
import arena.testing.RulesPagesCheck;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The rules page in every language of the site, its numbers the engine's own. */
class BomberRulesPageTest extends RulesPagesCheck {

    private final BomberEngine engine = new BomberEngine();

    @Override
    protected GameEngine engine() {
        return engine;
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"en", "ru", "fa"})
    void thePointsAndTheGamesLengthAreTheEnginesConstants(String language) {
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
}
