package arena.game.smartdog.maps;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.smartdog.rules.Layout;
import arena.game.smartdog.rules.Placement;
import arena.game.smartdog.rules.SmartDogRules;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/** The four original maps (§4.6), read from the shipped files. */
class MapLibraryTest {

    private final MapLibrary library = MapLibrary.load();

    @Test
    void loadsTheFourOriginalMapsInFileNameOrder() {
        assertThat(library.maps()).extracting(MapPart::name)
                .containsExactly("capture-the-sheep", "collector-1", "keeper-1", "simple-1");
    }

    @Test
    void headersSetAllSixGameOptions() {
        assertThat(rules("capture-the-sheep")).isEqualTo(new SmartDogRules(600, 300_000, 6, 2, 4, 2, 6));
        assertThat(rules("collector-1")).isEqualTo(new SmartDogRules(200, 300_000, 6, 4, 6, 1, 1));
        assertThat(rules("keeper-1")).isEqualTo(new SmartDogRules(100, 300_000, 4, 4, 5, 2, 4));
        assertThat(rules("simple-1")).isEqualTo(new SmartDogRules(200, 300_000, 6, 3, 6, 1, 1));
    }

    @Test
    void captureTheSheepHasFiveDogsAndOneSheep() {
        Layout solo = Tiling.build(library.find("capture-the-sheep").orElseThrow(), 1);
        assertThat(solo.placements()).containsExactly(
                new Placement(true, 3, 1, 1), new Placement(true, 3, 2, 1), new Placement(true, 1, 3, 1),
                new Placement(true, 2, 3, 1), new Placement(true, 3, 3, 1), new Placement(false, 6, 7, 0));
        assertThat(solo.iniSheep()).isZero();
        assertThat(solo.maxSheep()).isEqualTo(1);
        assertThat(solo.landscape().subList(0, 4)).containsExactly(
                "###...........", "#11...........", "#11...........", "..............");
    }

    @Test
    void collectorHasTenSheepAndAnOpenPen() {
        Layout solo = Tiling.build(library.find("collector-1").orElseThrow(), 1);
        assertThat(solo.placements()).filteredOn(p -> !p.dog()).extracting(p -> p.x() + "," + p.y())
                .containsExactly("3,1", "8,2", "1,3", "11,4", "2,6", "11,7", "1,8", "8,9", "4,10", "7,11");
        assertThat(solo.placements()).filteredOn(Placement::dog).containsExactly(new Placement(true, 6, 8, 1));
        assertThat(solo.maxSheep()).isEqualTo(10);
        assertThat(solo.iniSheep()).isZero();
        assertThat(pens(solo, 1)).isEqualTo(16);
    }

    @Test
    void keeperStartsWithEightSheepOnTheirPen() {
        Layout solo = Tiling.build(library.find("keeper-1").orElseThrow(), 1);
        assertThat(solo.iniSheep()).isEqualTo(8);
        assertThat(solo.maxSheep()).isEqualTo(8);
        assertThat(pens(solo, 1)).isEqualTo(24);
        assertThat(solo.placements()).filteredOn(Placement::dog)
                .containsExactly(new Placement(true, 9, 7, 1), new Placement(true, 10, 7, 1));
        assertThat(solo.land(14, 3)).isEqualTo('^');
        assertThat(solo.land(14, 5)).isEqualTo('^');
        assertThat(solo.landscape().get(2)).isEqualTo("...#######......");
        assertThat(solo.landscape().get(8)).isEqualTo("....^^^^^.......");
    }

    @Test
    void simpleHasTwoSheepAndANinePen() {
        Layout duet = Tiling.build(library.find("simple-1").orElseThrow(), 2);
        assertThat(duet.placements()).containsExactly(
                new Placement(false, 0, 2, 0), new Placement(false, 6, 2, 0), new Placement(true, 3, 6, 1),
                new Placement(false, 10, 2, 0), new Placement(false, 16, 2, 0), new Placement(true, 13, 6, 2));
        // the example landscape rows of §9.4
        assertThat(duet.landscape().subList(0, 3)).containsExactly(
                "....................", "..111.......222.....", "..111.......222.....");
        assertThat(pens(duet, 1)).isEqualTo(9);
        assertThat(pens(duet, 2)).isEqualTo(9);
    }

    static Stream<Arguments> sizes() {
        return Stream.of(
                Arguments.of("capture-the-sheep", List.of("14x15", "28x15", "42x45", "56x30")),
                Arguments.of("collector-1", List.of("14x12", "28x12", "42x36", "56x24")),
                Arguments.of("keeper-1", List.of("16x10", "32x10", "48x30", "64x20")),
                Arguments.of("simple-1", List.of("10x10", "20x10", "30x30", "40x20")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sizes")
    void fullMapSizesByPlayerCount(String map, List<String> sizes) {
        MapPart part = library.find(map).orElseThrow();
        for (int n = 1; n <= 4; n++) {
            Layout layout = Tiling.build(part, n);
            assertThat(layout.cols() + "x" + layout.rows()).as("%d players", n).isEqualTo(sizes.get(n - 1));
            assertThat(layout.placements()).hasSize(n * (part.count('@') + part.count('*') + part.count('o')));
        }
    }

    private SmartDogRules rules(String map) {
        return library.find(map).orElseThrow().rules(SmartDogRules.HUB_DEFAULTS);
    }

    private static int pens(Layout layout, int player) {
        char pen = (char) ('0' + player);
        return (int) layout.landscape().stream().flatMapToInt(String::chars).filter(c -> c == pen).count();
    }
}
