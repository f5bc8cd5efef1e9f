package arena.game.racetrack;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.RulesDocument;
import arena.game.racetrack.rules.RacetrackRules;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The rules page in every language of the site, its numbers the engine's own. */
class RacetrackRulesPageTest {

    private final RacetrackEngine engine = new RacetrackEngine();

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"en", "ru", "fa"})
    void theRulesLoadWithEveryNumberTheTextQuotes(String language) {
        assertThat(engine.rules(language)).get().asString().contains("## ").doesNotContain("${");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"en", "ru", "fa"})
    void theTrackLimitsAndThePointsAreTheEnginesConstants(String language) throws IOException {
        RacetrackRules rules = RacetrackRules.STANDARD;
        String points = String.join(", ", engine.info().roundScoring().table().points().stream().map(String::valueOf)
                .toList());
        assertThat(engine.ruleNumbers()).containsEntry("maxWidth", rules.maxWidth())
                .containsEntry("maxAxis", rules.maxAxis()).containsEntry("placePoints", points)
                .containsEntry("moveSeconds", engine.info().limits().move().toSeconds());
        assertThat(raw(language)).contains("${maxWidth}", "${maxAxis}", "${placePoints}", "${moveSeconds}");
        assertThat(engine.rules(language).orElseThrow()).contains(points).containsPattern(quoted(rules.maxWidth()))
                .containsPattern(quoted(rules.maxAxis()))
                .containsPattern(quoted(engine.info().limits().move().toSeconds()));
    }

    /** The number as the page prints it, not part of a longer one. */
    private static String quoted(Object number) {
        return "(?<![0-9])" + number + "(?![0-9])";
    }

    private static String raw(String language) throws IOException {
        try (InputStream in = RacetrackEngine.class.getResourceAsStream(RulesDocument.path("racetrack", language))) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
