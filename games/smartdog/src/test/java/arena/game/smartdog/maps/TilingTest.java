package arena.game.smartdog.maps;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.game.smartdog.rules.Layout;
import arena.game.smartdog.rules.Placement;
import arena.game.smartdog.rules.Territory;
import org.junit.jupiter.api.Test;

/** §4.3 and §4.4: tile grids, territories, creation order. */
class TilingTest {

    private static final MapPart THREE_BY_TWO = MapParser.parse("t", "..@\n...\n");
    private static final MapPart TWO_BY_TWO = MapParser.parse("t", "@*\n-.\n");

    @Test
    void aThreeByTwoPartGivesTheSpecSizes() {
        assertThat(size(Tiling.build(THREE_BY_TWO, 1))).isEqualTo("3x2");
        assertThat(size(Tiling.build(THREE_BY_TWO, 2))).isEqualTo("6x2");
        assertThat(size(Tiling.build(THREE_BY_TWO, 3))).isEqualTo("9x6");
        assertThat(size(Tiling.build(THREE_BY_TWO, 4))).isEqualTo("12x4");
    }

    @Test
    void territoriesOfFourPlayers() {
        Layout four = Tiling.build(THREE_BY_TWO, 4);
        assertThat(four.territories().get(1)).isEqualTo(new Territory(3, 5, 2, 3));
        assertThat(four.territories().get(2)).isEqualTo(new Territory(6, 8, 0, 1));
    }

    @Test
    void oneTerritoryIsTheWholeMap() {
        assertThat(Tiling.build(THREE_BY_TWO, 1).territories()).containsExactly(new Territory(0, 2, 0, 1));
    }

    @Test
    void fourPlayerTilesTerritoriesAndCreationOrder() {
        Layout four = Tiling.build(TWO_BY_TWO, 4);
        assertThat(four.landscape()).containsExactly("........", "1...3...", "........", "..2...4.");
        assertThat(four.territories()).containsExactly(new Territory(0, 1, 0, 1), new Territory(2, 3, 2, 3),
                new Territory(4, 5, 0, 1), new Territory(6, 7, 2, 3));
        assertThat(four.placements()).containsExactly(
                new Placement(true, 0, 0, 1), new Placement(false, 1, 0, 0),
                new Placement(true, 4, 0, 3), new Placement(false, 5, 0, 0),
                new Placement(true, 2, 2, 2), new Placement(false, 3, 2, 0),
                new Placement(true, 6, 2, 4), new Placement(false, 7, 2, 0));
        assertThat(four.maxSheep()).isEqualTo(1);
        assertThat(four.iniSheep()).isZero();
    }

    @Test
    void threePlayerTilesOnTheDiagonal() {
        Layout three = Tiling.build(TWO_BY_TWO, 3);
        assertThat(three.landscape()).containsExactly("......", "1.....", "......", "..2...", "......", "....3.");
        assertThat(three.territories()).containsExactly(new Territory(0, 1, 0, 1), new Territory(2, 3, 2, 3),
                new Territory(4, 5, 4, 5));
        assertThat(three.placements()).containsExactly(
                new Placement(true, 0, 0, 1), new Placement(false, 1, 0, 0),
                new Placement(true, 2, 2, 2), new Placement(false, 3, 2, 0),
                new Placement(true, 4, 4, 3), new Placement(false, 5, 4, 0));
    }

    @Test
    void sheepOnAPenCountForTheInitialPenCount() {
        Layout layout = Tiling.build(MapParser.parse("t", "@o*\n-o.\n"), 2);
        assertThat(layout.iniSheep()).isEqualTo(2);
        assertThat(layout.maxSheep()).isEqualTo(3);
        assertThat(layout.landscape()).containsExactly(".1..2.", "11.22.");
    }

    @Test
    void aMapSmallerThanTwoByTwoIsRefused() {
        MapPart small = MapParser.parse("small", "@o\n");
        assertThatThrownBy(() -> Tiling.build(small, 1)).isInstanceOf(MapException.class)
                .hasMessageContaining("2x1");
        assertThat(size(Tiling.build(small, 3))).isEqualTo("6x3");
    }

    @Test
    void aMapLargerThanAThousandIsRefused() {
        MapPart wide = MapParser.parse("wide", ".".repeat(300) + "\n" + ".".repeat(300) + "\n");
        assertThat(size(Tiling.build(wide, 3))).isEqualTo("900x6");
        assertThatThrownBy(() -> Tiling.build(wide, 4)).isInstanceOf(MapException.class).hasMessageContaining("1200x4");
    }

    private static String size(Layout layout) {
        return layout.cols() + "x" + layout.rows();
    }
}
