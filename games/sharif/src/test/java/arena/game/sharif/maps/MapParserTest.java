package arena.game.sharif.maps;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.game.sharif.rules.T1;
import org.junit.jupiter.api.Test;

/** Spec §3.5: a map the rules or the original clients cannot use is refused with a sentence saying why. */
class MapParserTest {

    @Test
    void testMapT1Parses() {
        assertThat(MapParser.parse("t1", T1.json()).paths()).hasSize(4);
    }

    @Test
    void notJson() {
        assertThatThrownBy(() -> MapParser.parse("x", "{"))
                .isInstanceOf(MapException.class).hasMessageStartingWith("map x is not JSON");
    }

    @Test
    void missingConstant() {
        assertThatThrownBy(() -> MapParser.parse("x", T1.json().replace("\"apAddition\":2,", "")))
                .hasMessage("map x: gameConstants.apAddition must be an integer");
    }

    @Test
    void threeKings() {
        String json = T1.json().replace("{\"playerId\":3,\"center\":{\"row\":18,\"col\":2},\"hp\":90,\"attack\":10,\"range\":6}", "")
                .replace(",]", "]");
        assertThatThrownBy(() -> MapParser.parse("x", json)).hasMessage("map x: needs exactly 4 kings, not 3");
    }

    @Test
    void pathWithAGap() {
        String json = T1.json().replace("{\"row\":2,\"col\":4},", "");
        assertThatThrownBy(() -> MapParser.parse("x", json))
                .hasMessage("map x: path 0 cell 2 (2,5) is not next to (2,3)");
    }

    @Test
    void pathThroughAThirdKing() {
        String json = T1.json().replace("{\"row\":3,\"col\":2}", "{\"row\":3,\"col\":3}");
        assertThatThrownBy(() -> MapParser.parse("x", json)).isInstanceOf(MapException.class)
                .hasMessageContaining("path 2 cell 1 (3,3)");
    }

    @Test
    void kingInReachOfAnEnemyKing() {
        String json = T1.json().replace("\"range\":6", "\"range\":15");
        assertThatThrownBy(() -> MapParser.parse("x", json)).isInstanceOf(MapException.class)
                .hasMessageContaining("reaches king");
    }

    @Test
    void unitTypeIdsMustCountFromZero() {
        String json = T1.json().replace("\"typeId\":8,\"maxHP\"", "\"typeId\":9,\"maxHP\"");
        assertThatThrownBy(() -> MapParser.parse("x", json))
                .hasMessage("map x: baseUnits typeIds must be exactly 0..8");
    }

    @Test
    void unknownReach() {
        String json = T1.json().replaceFirst("\"target\":\"BOTH\"", "\"target\":\"SEA\"");
        assertThatThrownBy(() -> MapParser.parse("x", json))
                .hasMessage("map x: baseUnits[0].target must be one of GROUND, AIR, BOTH");
    }

    @Test
    void handLargerThanDeck() {
        String json = T1.json().replace("\"handSize\":5", "\"handSize\":10");
        assertThatThrownBy(() -> MapParser.parse("x", json)).isInstanceOf(MapException.class)
                .hasMessageContaining("handSize 10 is larger than deckSize 9");
    }
}
