package arena.game.bomber.maps;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.game.bomber.rules.BomberMap;
import arena.game.bomber.rules.BonusType;
import arena.game.bomber.rules.Cell;
import arena.game.bomber.rules.CellType;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class MapParserTest {

    @Test
    void legendCharactersBecomeCellsBonusesAndSlots() {
        BomberMap map = MapParser.parse("small", "1.+#a\r\nrAR.2\r\n\r\n");

        assertThat(map.width()).isEqualTo(5);
        assertThat(map.height()).isEqualTo(2);
        assertThat(map.cells()[2]).isEqualTo(CellType.DESTRUCTIBLE);
        assertThat(map.cells()[3]).isEqualTo(CellType.INDESTRUCTIBLE);
        assertThat(map.hidden()[4]).isEqualTo(BonusType.AMMUNITION);
        assertThat(map.hidden()[5]).isEqualTo(BonusType.RADIUS);
        assertThat(map.cells()[6]).isEqualTo(CellType.FREE);
        assertThat(map.visible()[6]).isEqualTo(BonusType.AMMUNITION);
        assertThat(map.visible()[7]).isEqualTo(BonusType.RADIUS);
        assertThat(map.slots()).containsExactly(new Cell(0, 0), new Cell(4, 1));
        assertThat(map.rows()).containsExactly("1.+#a", "rAR.2");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "empty file          | ''                  | map m is empty",
        "ragged line         | '1...2\\n....'      | map m, line 2, column 5: line 2 has 4 characters, but line 1 has 5",
        "empty line inside   | '1...2\\n\\n.....'  | map m, line 2, column 1: empty line inside the map",
        "unknown character   | '1..x2'             | map m, line 1, column 4: unexpected character 'x'",
        "space               | '1. .2'             | map m, line 1, column 3: unexpected character ' ' (space)",
        "digit 5             | '1.5.2'             | map m, line 1, column 3: unexpected character '5'; start slots are 1 to 4",
        "slot twice          | '1.1.2'             | map m, line 1, column 3: start slot 1 appears twice (first at line 1, column 1)",
        "one slot            | '1....'             | map m has 1 start slot; it needs the slots 1..k with 2 <= k <= 4",
        "gap in slots        | '1..3.'             | map m: start slot 3 (line 1, column 4) needs slot 2 too",
        "no slot 1           | '.2.3.'             | map m: start slot 2 (line 1, column 2) needs slot 1 too",
    })
    void everyBrokenRuleIsNamedWithItsPlace(String name, String text, String message) {
        assertThatThrownBy(() -> MapParser.parse("m", text.replace("\\n", "\n")))
                .isInstanceOf(MapException.class)
                .hasMessageStartingWith(message);
    }

    @Test
    void mapsAreAtMost50By50AndRatedMapsExactly15By15() {
        String wide = "1" + ".".repeat(49) + "2";
        assertThatThrownBy(() -> MapParser.parse("wide", wide)).hasMessage("map wide is 51x1; at most 50x50 is allowed");
        assertThatThrownBy(() -> MapParser.parseOfficial("tiny", "1.2"))
                .hasMessage("map tiny is 3x1; rated maps are 15x15");
    }

    @Test
    void legacyDigitMapsAreImported() {
        String legacy = "5 0 2 3\n1 4 0 5\n";

        assertThat(MapParser.fromLegacy("old", legacy)).isEqualTo("1.+a\n#r.2\n");
        assertThatThrownBy(() -> MapParser.fromLegacy("old", "5 7")).hasMessageContaining("column 2");
    }
}
