package arena.game.smartdog;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.GameEngine;
import arena.game.smartdog.rules.Scoring;
import arena.game.smartdog.rules.SmartDogRules;
import arena.testing.RulesPagesCheck;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The rules page in every language of the site, its numbers the engine's own. */
class SmartDogRulesPageTest extends RulesPagesCheck {

    private final SmartDogEngine engine = new SmartDogEngine();

    @Override
    protected GameEngine engine() {
        return engine;
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"en", "ru", "fa"})
    void theScoresScaleAndTheDefaultsAreTheEnginesConstants(String language) {
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
}
