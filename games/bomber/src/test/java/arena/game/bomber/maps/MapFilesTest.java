package arena.game.bomber.maps;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.game.api.GameMap;
import arena.game.api.MapFiles;
import arena.game.api.MapSymbol;
import arena.game.api.Phrases;
import arena.game.api.Outcome;
import arena.game.api.ReplayWriter;
import arena.game.bomber.BomberEngine;
import arena.testing.Matches;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** A contest's secret bomber map: a rated map (15x15, slots 1..k) checked on upload and played under its id. */
class MapFilesTest {

    /** The classic map with its crates' bonuses moved: 'a' and 'r' hide bonuses under crates. */
    static final String SECRET = """
            1..++.+.+.++..2
            .#+#.#+#+#.#+#.
            ..+.a.+.+.a.+..
            +#+#+#r#r#+#+#+
            +.r.+.+.+.+.r.+
            .#+#+#+#+#+#+#.
            +.+a+.+.+.+a+.+
            .#.#+#.#.#+#.#.
            +.+a+.+.+.+a+.+
            .#+#+#+#+#+#+#.
            +.r.+.+.+.+.r.+
            +#+#+#r#r#+#+#+
            ..+.a.+.+.a.+..
            .#+#.#+#+#.#+#.
            3..++.+.+.++..4
            """;

    private final MapFiles files = new BomberEngine().mapFiles().orElseThrow();

    @Test
    void aRatedMapHasItsSlotsAsSeatsAndItsPublicTextHidesTheBonusesUnderCrates() {
        GameMap map = files.read("secret-1", "Secret one", SECRET);

        assertThat(map.id()).isEqualTo("secret-1");
        assertThat(map.name()).isEqualTo("Secret one");
        assertThat(map.seats()).isEqualTo(4);
        assertThat(map.data()).doesNotContain("a", "r").contains("1..++.+.+.++..2");
    }

    @Test
    void theLegendExplainsEveryCharacterTheParserTakesInTheGamesOwnWords() {
        String symbols = files.legend().stream().map(MapSymbol::symbols).collect(Collectors.joining(" "));
        for (char c : MapParser.LEGEND.toCharArray()) {
            assertThat(symbols).as("the legend's characters").contains(String.valueOf(c));
        }
        MapSymbol wall = files.legend().stream().filter(entry -> entry.symbols().equals("#")).findFirst().orElseThrow();
        assertThat(wall.meaning().text()).startsWith("a stone wall");
        assertThat(Phrases.of(BomberEngine.class, "bomber").text(wall.meaning(), Locale.forLanguageTag("ru")))
                .hasValueSatisfying(text -> assertThat(text).startsWith("каменная стена"));
        assertThat(files.legend().get(files.legend().size() - 1).meaning().text()).endsWith("has 15×15 cells");
    }

    @Test
    void aBrokenMapIsRefusedWithTheParsersSentence() {
        assertThatThrownBy(() -> files.read("small", "Small", "1.2\n...\n"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("map small is 3x2; rated maps are 15x15");
        assertThatThrownBy(() -> files.read("odd", "Odd", SECRET.replaceFirst("2", "x")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("unexpected character");
    }

    @Test
    void aMatchPlaysTheUploadedMapUnderItsId() throws InterruptedException {
        Outcome outcome = Matches.play(new BomberEngine(), "4p", "secret-1", 7, Map.of(MapFiles.TEXT_OPTION, SECRET, "maxTicks", "30"),
                "quickstart", "random", "idle", "idle");

        JsonNode map = ReplayWriter.read(outcome.replay()).path("map");
        assertThat(map.path("name").asString()).isEqualTo("secret-1");
        assertThat(map.toString()).contains("3..++.+.+.++..4");
    }
}
