package arena.game.racetrack;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.GameEngine;
import arena.game.racetrack.rules.RacetrackRules;
import arena.testing.RulesPagesCheck;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The rules page in every language of the site, its numbers the engine's own. */
class RacetrackRulesPageTest extends RulesPagesCheck {

    private final RacetrackEngine engine = new RacetrackEngine();

    @Override
    protected GameEngine engine() {
        return engine;
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"en", "ru", "fa"})
    void theTrackLimitsAndThePointsAreTheEnginesConstants(String language) {
        RacetrackRules rules = RacetrackRules.STANDARD;
        String points = String.join(", ", engine.info().stageScoring().table().points().stream().map(String::valueOf)
                .toList());
        assertThat(engine.ruleNumbers()).containsEntry("maxWidth", rules.maxWidth())
                .containsEntry("maxAxis", rules.maxAxis()).containsEntry("placePoints", points)
                .containsEntry("moveSeconds", engine.info().limits().move().toSeconds());
        assertThat(raw(language)).contains("${maxWidth}", "${maxAxis}", "${placePoints}", "${moveSeconds}");
        assertThat(engine.rules(language).orElseThrow()).contains(points).containsPattern(quoted(rules.maxWidth()))
                .containsPattern(quoted(rules.maxAxis()))
                .containsPattern(quoted(engine.info().limits().move().toSeconds()));
    }
}
