package arena.game.bomber.maps;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.bomber.rules.Action;
import arena.game.bomber.rules.Board;
import arena.game.bomber.rules.BomberMap;
import arena.game.bomber.rules.BomberRules;
import arena.game.bomber.rules.Tick;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class MapLibraryTest {

    private final MapLibrary library = MapLibrary.load();

    @Test
    void thePoolHasTheOfficialExampleSixFourPlayerMapsAndSmallerOnes() {
        assertThat(library.entries().get(0).id()).isEqualTo("classic");
        assertThat(library.entries()).filteredOn(e -> e.map().slots().size() == 4).hasSizeGreaterThanOrEqualTo(7);
        assertThat(library.entries()).anyMatch(e -> e.map().slots().size() == 2);
        assertThat(library.entries()).anyMatch(e -> e.map().slots().size() == 3);
        assertThat(library.entries()).allMatch(e -> e.map().width() == 15 && e.map().height() == 15);
    }

    @Test
    void mapsAreSymmetricSoAllSlotsAreEquivalent() {
        for (MapLibrary.Entry entry : library.entries()) {
            BomberMap map = entry.map();
            List<String> rows = map.rows().stream().map(r -> r.replaceAll("[1-4]", "S")).toList();
            int slots = map.slots().size();
            boolean leftRight = IntStream.range(0, 15).allMatch(y -> rows.get(y).equals(reverse(rows.get(y))));
            boolean upDown = IntStream.range(0, 15).allMatch(y -> rows.get(y).equals(rows.get(14 - y)));
            boolean halfTurn = IntStream.range(0, 15).allMatch(y -> rows.get(y).equals(reverse(rows.get(14 - y))));
            if (slots == 4) {
                assertThat(leftRight && upDown).as(entry.id() + " mirrors both ways").isTrue();
            } else if (slots == 2) {
                assertThat(halfTurn).as(entry.id() + " looks the same turned by half").isTrue();
            } else {
                assertThat(leftRight).as(entry.id() + " mirrors left to right").isTrue();
            }
        }
    }

    /** From every slot a first bomb can be survived: some three moves leave its cross. */
    @Test
    void aFirstBombCanBeSurvivedFromEverySlot() {
        for (MapLibrary.Entry entry : library.entries()) {
            BomberMap map = entry.map();
            List<String> names = IntStream.rangeClosed(1, map.slots().size()).mapToObj(i -> "P" + i).toList();
            for (int id = 1; id <= map.slots().size(); id++) {
                assertThat(survivesOwnBomb(map, names, id)).as(entry.id() + " slot " + id).isTrue();
            }
        }
    }

    private static boolean survivesOwnBomb(BomberMap map, List<String> names, int id) {
        List<Action> moves = List.of(Action.WAIT, Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT);
        for (Action a : moves) {
            for (Action b : moves) {
                for (Action c : moves) {
                    Board board = Board.start(map, BomberRules.DEFAULTS, names);
                    List<Action> plan = new ArrayList<>(List.of(Action.BOMB, a, b, c, Action.WAIT, Action.WAIT));
                    for (Action step : plan) {
                        Tick.apply(board, BomberRules.DEFAULTS, Map.of(id, step), List.of(id));
                    }
                    if (board.player(id).alive()) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private static String reverse(String row) {
        return new StringBuilder(row).reverse().toString();
    }
}
