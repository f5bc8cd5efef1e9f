package arena.game.smartdog.maps;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** §4.1: the map file format. */
class MapParserTest {

    @Test
    void trimsLinesDropsBlankOnesAndCarriageReturns() {
        MapPart part = MapParser.parse("m", "\r\n  {\"turnsLimit\": \"7\", \"dogBarkingR\": 3}\r\n\r\n  .@.  \r\n\t.*.\n\n");
        assertThat(part.rows()).containsExactly(".@.", ".*.");
        assertThat(part.options()).isEqualTo(Map.of("turnsLimit", 7, "dogBarkingR", 3));
    }

    @Test
    void headerKeysThatAreNotOptionsAreIgnored() {
        MapPart part = MapParser.parse("m", "{\"min\": 2, \"players\": \"2-4\", \"waitForTurn\": 1500}\n@*\n");
        assertThat(part.ignoredKeys()).containsExactly("min", "players");
        assertThat(part.options()).isEqualTo(Map.of("waitForTurn", 1500));
    }

    @Test
    void unevenRowsAreRefused() {
        assertThatThrownBy(() -> MapParser.parse("m", "...\n..\n")).isInstanceOf(MapException.class)
                .hasMessageContaining("row 2 has 2 characters");
    }

    @Test
    void unknownCharactersAreRefused() {
        assertThatThrownBy(() -> MapParser.parse("m", ".x.\n")).isInstanceOf(MapException.class)
                .hasMessageContaining("unknown character 'x'");
    }

    @Test
    void nonIntegerOptionsAreRefused() {
        assertThatThrownBy(() -> MapParser.parse("m", "{\"turnsLimit\": \"many\"}\n@*\n"))
                .isInstanceOf(MapException.class).hasMessageContaining("turnsLimit");
    }

    @Test
    void aPlayableMapNeedsADogAndASheep() {
        assertThatThrownBy(() -> MapParser.checkPlayable(MapParser.parse("m", "..*\n"))).hasMessageContaining("no dog");
        assertThatThrownBy(() -> MapParser.checkPlayable(MapParser.parse("m", "..@\n"))).hasMessageContaining("no sheep");
    }

    @Test
    void theRepositorysSideMapsParse() throws IOException {
        MapPart empty = MapParser.parse("empty", resource("empty.txt"));
        assertThat(empty.width()).isEqualTo(20);
        assertThat(empty.height()).isEqualTo(22);
        assertThat(empty.options()).isEmpty();
        MapPart small = MapParser.parse("small", resource("small.txt"));
        assertThat(small.rows()).isEqualTo(List.of("@o"));
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = MapParserTest.class.getResourceAsStream("/arena/game/smartdog/maps/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
