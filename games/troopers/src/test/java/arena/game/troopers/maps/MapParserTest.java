package arena.game.troopers.maps;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.game.troopers.rules.BattleMap;
import arena.game.troopers.rules.Cell;
import arena.game.troopers.rules.CellType;
import arena.game.troopers.rules.Quarter;
import arena.game.troopers.rules.TrooperType;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The map format and checks of D12 and §1.4. */
class MapParserTest {

    private static final String HEADER = "name Test\nbonusesPerQuarter 2\nC 1 1\nF 2 1\nS 1 2\nR 0 1\nT 1 0\n";

    private static List<String> openRows() {
        List<String> rows = new ArrayList<>();
        for (int y = 0; y < 20; y++) {
            rows.add(".".repeat(30));
        }
        return rows;
    }

    private static String text(String header, List<String> rows) {
        return header + String.join("\n", rows) + "\n";
    }

    private static List<String> set(List<String> rows, int x, int y, char c) {
        StringBuilder row = new StringBuilder(rows.get(y));
        row.setCharAt(x, c);
        rows.set(y, row.toString());
        return rows;
    }

    /** Cover mirrored into all four quarters. */
    private static List<String> symmetric(List<String> rows, int x, int y, char c) {
        set(rows, x, y, c);
        set(rows, 29 - x, y, c);
        set(rows, x, 19 - y, c);
        return set(rows, 29 - x, 19 - y, c);
    }

    @Test
    void readsCellsStartsAndBonuses() {
        BattleMap map = MapParser.parse("t", text(HEADER, symmetric(openRows(), 5, 3, '2')));
        assertThat(map.name()).isEqualTo("Test");
        assertThat(map.bonusesPerQuarter()).isEqualTo(2);
        assertThat(map.terrain().cell(24, 16)).isEqualTo(CellType.MEDIUM_COVER);
        assertThat(map.start(TrooperType.SNIPER, Quarter.BOTTOM_RIGHT)).isEqualTo(new Cell(29, 18));
        assertThat(MapParser.parse("t", MapParser.write(map))).isEqualTo(map);
    }

    @Test
    void aMapMustBeSymmetricLeftToRight() {
        assertThatThrownBy(() -> MapParser.parse("t", text(HEADER, set(openRows(), 5, 3, '3'))))
                .hasMessage("map t is not symmetric left to right: (5,3) and (24,3) differ");
    }

    @Test
    void aMapMustBeSymmetricTopToBottom() {
        List<String> rows = set(set(openRows(), 5, 3, '1'), 24, 3, '1');
        assertThatThrownBy(() -> MapParser.parse("t", text(HEADER, rows)))
                .hasMessage("map t is not symmetric top to bottom: (5,3) and (5,16) differ");
    }

    @Test
    void startCellsMustBeFreeDistinctAndInTheTopLeftQuarter() {
        assertThatThrownBy(() -> MapParser.parse("t", text(HEADER, symmetric(openRows(), 1, 1, '1'))))
                .hasMessageContaining("the start cell of COMMANDER (1,1) is not FREE");
        assertThatThrownBy(() -> MapParser.parse("t", text(HEADER.replace("T 1 0", "T 15 0"), openRows())))
                .hasMessageContaining("outside the top-left quarter");
        assertThatThrownBy(() -> MapParser.parse("t", text(HEADER.replace("T 1 0", "T 1 1"), openRows())))
                .hasMessageContaining("share a start cell");
        assertThatThrownBy(() -> MapParser.parse("t", text(HEADER.replace("T 1 0\n", ""), openRows())))
                .hasMessageContaining("no start cell for SCOUT");
    }

    @Test
    void everyStartCellMustBeReachableOnFoot() {
        // the sniper at (0,1) walled in by high cover at (0,0), (1,0)... its neighbours (0,0), (1,1), (0,2)
        List<String> rows = symmetric(symmetric(openRows(), 0, 0, '3'), 0, 2, '3');
        String header = HEADER.replace("T 1 0", "T 3 0").replace("C 1 1", "C 3 3");
        rows = symmetric(rows, 1, 1, '3');
        String walled = text(header.replace("F 2 1", "F 4 1"), rows);
        assertThatThrownBy(() -> MapParser.parse("t", walled))
                .hasMessageContaining("of SNIPER in TOP_LEFT cannot be reached on foot");
    }

    @Test
    void badRowsAndHeadersAreNamed() {
        List<String> shortRows = openRows().subList(0, 19);
        assertThatThrownBy(() -> MapParser.parse("t", text(HEADER, shortRows))).hasMessage("map t has 19 rows; a map has 20");
        assertThatThrownBy(() -> MapParser.parse("t", text(HEADER, set(openRows(), 3, 3, 'x'))))
                .hasMessage("map t cell (3,3) is 'x'; cells are . 1 2 3");
        assertThatThrownBy(() -> MapParser.parse("t", text(HEADER.replace("bonusesPerQuarter 2\n", ""), openRows())))
                .hasMessage("map t: the header has no bonusesPerQuarter line");
    }
}
