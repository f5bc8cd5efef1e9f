package arena.game.smartdog.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.smartdog.maps.MapLibrary;
import arena.game.smartdog.maps.MapPart;
import arena.game.smartdog.maps.Tiling;
import arena.game.smartdog.rules.Direction;
import arena.game.smartdog.rules.Layout;
import arena.game.smartdog.rules.Sighting;
import arena.game.smartdog.rules.SmartDogRules;
import org.junit.jupiter.api.Test;

/** §9.3, §9.4: the exact bytes of every server line. */
class ServerLinesTest {

    private final MapLibrary maps = MapLibrary.load();

    @Test
    void startOfKeeperForPlayerTwoOfTwo() {
        MapPart keeper = maps.find("keeper-1").orElseThrow();
        String start = ServerLines.start(2, Tiling.build(keeper, 2), keeper.rules(SmartDogRules.HUB_DEFAULTS));
        assertThat(start).isEqualTo("start \"you\":2,\"rows\":10,\"cols\":32,\"players\":2,\"x1\":16,\"x2\":31,\"y1\":0,"
                + "\"y2\":9,\"waitForTurn\":300000,\"dogVisibilityR\":4,\"dogBarkingR\":4,\"sheepStandBy\":5,"
                + "\"sheepScaryTurns\":2,\"turnsLimit\":100,\"dogScaryTurns\":4,\"maxSheepsCount\":8,\"iniSheepsCount\":8\n");
        // wrapped in braces it is JSON, as the JavaScript client reads it
        assertThat(ServerMessage.parse(start).struct().path("cols").intValue()).isEqualTo(32);
    }

    @Test
    void startOfCaptureTheSheepSolo() {
        MapPart capture = maps.find("capture-the-sheep").orElseThrow();
        Layout solo = Tiling.build(capture, 1);
        assertThat(ServerLines.start(1, solo, capture.rules(SmartDogRules.HUB_DEFAULTS))).isEqualTo(
                "start \"you\":1,\"rows\":15,\"cols\":14,\"players\":1,\"x1\":0,\"x2\":13,\"y1\":0,\"y2\":14,"
                        + "\"waitForTurn\":300000,\"dogVisibilityR\":6,\"dogBarkingR\":2,\"sheepStandBy\":4,"
                        + "\"sheepScaryTurns\":2,\"turnsLimit\":600,\"dogScaryTurns\":6,\"maxSheepsCount\":1,"
                        + "\"iniSheepsCount\":0\n");
        assertThat(ServerLines.landscape(solo)).isEqualTo("landscape \"###...........\",\"#11...........\","
                + "\"#11...........\"" + ",\"..............\"".repeat(12) + "\n");
    }

    @Test
    void landscapeOfSimpleForTwo() {
        Layout duet = Tiling.build(maps.find("simple-1").orElseThrow(), 2);
        assertThat(ServerLines.landscape(duet)).startsWith(
                "landscape \"....................\",\"..111.......222.....\",\"..111.......222.....\",");
        assertThat(ServerMessage.parse(ServerLines.landscape(duet)).list()).hasSize(10);
    }

    @Test
    void spacingOfEachCommand() {
        assertThat(ServerLines.waitLine()).isEqualTo("wait \n");
        assertThat(ServerLines.state(7)).isEqualTo("state  \"turn\":7\n");
        assertThat(ServerLines.turn()).isEqualTo("turn\n");
        assertThat(ServerLines.warning("1 Unknown id")).isEqualTo("warning 1 Unknown id\n");
        assertThat(ServerLines.error("No such hub")).isEqualTo("error No such hub\n");
    }

    @Test
    void objShapes() {
        assertThat(ServerLines.obj(new Sighting.SeenDog(3, 5, 0, 2, "move", true)))
                .isEqualTo("obj  \"id\":3,\"type\":\"Dog\",\"x\":5,\"y\":0,\"owner\":2,\"action\":\"move\",\"voice\":\"barking\"\n");
        assertThat(ServerLines.obj(new Sighting.SeenDog(1, 0, 0, 1, "indignant", false)))
                .isEqualTo("obj  \"id\":1,\"type\":\"Dog\",\"x\":0,\"y\":0,\"owner\":1,\"action\":\"indignant\"\n");
        assertThat(ServerLines.obj(new Sighting.SeenSheep(6, 1, "standBy", Direction.DOWN)))
                .isEqualTo("obj  \"type\":\"Sheep\",\"x\":6,\"y\":1,\"action\":\"standBy\",\"direction\":\"down\"\n");
        assertThat(ServerLines.obj(new Sighting.HeardBark(5, 0))).isEqualTo("obj  \"voice\":\"barking\",\"x\":5,\"y\":0\n");
    }

    @Test
    void finishedVariants() {
        assertThat(ServerLines.finished(true, 1, null)).isEqualTo("finished \"youWin\":true,\"winner\":1\n");
        assertThat(ServerLines.finished(false, 1, null)).isEqualTo("finished \"youWin\":false,\"winner\":1\n");
        assertThat(ServerLines.finished(false, 0, null)).isEqualTo("finished \"youWin\":false\n");
        assertThat(ServerLines.finished(false, 0, "player.gone"))
                .isEqualTo("finished \"youWin\":false,\"error\":\"player.gone\"\n");
    }

    @Test
    void warningTextsAreJsonEscapedWithoutQuotes() {
        assertThat(ServerLines.warning("a\"b\\c\td\u0001 Unknown id")).isEqualTo("warning a\\\"b\\\\c\\td\\u0001 Unknown id\n");
    }
}
