package arena.game.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class PodiumTest {

    private static final List<String> NAMES = List.of("ann", "bob", "cat", "dan");

    @Test
    void aUniqueFirstPlaceWins() {
        assertThat(Podium.firstPlace(NAMES, List.of(2, 1, 3, 4), List.of("30", "40", "20", "10")).text())
                .isEqualTo("bob wins with 40");
    }

    @Test
    void aSharedFirstPlaceIsADrawBetweenThoseWhoShareIt() {
        // sharif's 90 HP each: P3 and P4 score 6 points, P1 and P2 4, places 3, 3, 1, 1
        assertThat(Podium.firstPlace(NAMES, List.of(3, 3, 1, 1), List.of("4 points", "4 points", "6 points", "6 points")).text())
                .isEqualTo("draw between cat and dan at 6 points");
    }

    @Test
    void everyoneOnFirstPlaceIsATieOfAll() {
        // smartdog's four idle dogs at 0.00: nobody wins, not the lowest seat
        assertThat(Podium.firstPlace(NAMES, List.of(1, 1, 1, 1), List.of("0.00", "0.00", "0.00", "0.00")).text())
                .isEqualTo("all tied at 0.00");
        assertThat(Podium.firstPlace(NAMES.subList(0, 2), List.of(1, 1), List.of("5", "5")).text()).isEqualTo("both tied at 5");
    }

    @Test
    void sharersWithDifferentScoresAreEachNamedWithTheirs() {
        assertThat(Podium.firstPlace(NAMES, List.of(1, 1, 3, 3), List.of("8", "7", "2", "2")).text())
                .isEqualTo("draw between ann (8) and bob (7)");
    }

    @Test
    void strategiesThatAllFailedHaveNoWinner() {
        // a bomber strategy against itself, dead at start-up: both bombers stood still and survived
        assertThat(Podium.firstPlace(NAMES.subList(0, 2), List.of(1, 1), List.of("20", "20"), List.of(true, true)).text())
                .isEqualTo("no winner, every strategy failed");
        assertThat(Podium.firstPlace(NAMES.subList(0, 2), List.of(1, 2), List.of("300", "0"), List.of(true, false)).text())
                .isEqualTo("ann (failed) wins with 300");
    }
}
