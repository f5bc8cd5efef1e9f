package arena.game.smartdog.rules;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.smartdog.maps.MapLibrary;
import arena.game.smartdog.maps.MapParser;
import arena.game.smartdog.maps.Tiling;
import arena.game.smartdog.protocol.ServerLines;
import java.util.List;
import org.junit.jupiter.api.Test;

/** §8.2 and the actions of §6.7, §7.4: what a player is told. */
class VisionTest {

    @Test
    void ownDogsScannedColumnByColumnFromTheFirstDog() {
        var part = MapLibrary.load().find("capture-the-sheep").orElseThrow();
        Game game = new Game(Tiling.build(part, 1), part.rules(SmartDogRules.HUB_DEFAULTS));
        game.beginTurn();
        assertThat(lines(game, 1)).containsExactly(
                "obj  \"id\":3,\"type\":\"Dog\",\"x\":1,\"y\":3,\"owner\":1,\"action\":\"move\"",
                "obj  \"id\":4,\"type\":\"Dog\",\"x\":2,\"y\":3,\"owner\":1,\"action\":\"move\"",
                "obj  \"id\":1,\"type\":\"Dog\",\"x\":3,\"y\":1,\"owner\":1,\"action\":\"move\"",
                "obj  \"id\":2,\"type\":\"Dog\",\"x\":3,\"y\":2,\"owner\":1,\"action\":\"move\"",
                "obj  \"id\":5,\"type\":\"Dog\",\"x\":3,\"y\":3,\"owner\":1,\"action\":\"move\"",
                "obj  \"type\":\"Sheep\",\"x\":6,\"y\":7,\"action\":\"standBy\",\"direction\":\"down\"");
    }

    @Test
    void distancesAreMeasuredToTheWrappedCell() {
        // TV-P3: on a 5x4 map the sheep at x+1 is first reached through x-4
        Game game = game(1, "..#..", ".^@*.", ".....", ".....");
        game.beginTurn();
        assertThat(lines(game, 1)).containsExactly(
                "obj  \"type\":\"Sheep\",\"x\":3,\"y\":1,\"action\":\"standBy\",\"direction\":\"down\"",
                "obj  \"id\":1,\"type\":\"Dog\",\"x\":2,\"y\":1,\"owner\":1,\"action\":\"move\"");
    }

    @Test
    void aBarkOutOfSightIsHeard_aBarkInSightIsShownWithTheDog() {
        // TV-P1's map: P2 barks in turn 1; in turn 2 P1 only hears it, P2 sees its own dog barking
        Game game = new Game(Tiling.build(MapParser.parse("t24", "@....\n.*...\n.....\n"), 2),
                SmartDogRules.HUB_DEFAULTS.with(java.util.Map.of("turnsLimit", 2, "dogVisibilityR", 2, "dogBarkingR", 2,
                        "sheepStandBy", 9, "sheepScaryTurns", 1, "dogScaryTurns", 4)));
        game.beginTurn();
        assertThat(game.bark(2, "3")).isEmpty();
        game.endTurn();
        game.beginTurn();
        assertThat(lines(game, 1)).containsExactly(
                "obj  \"id\":1,\"type\":\"Dog\",\"x\":0,\"y\":0,\"owner\":1,\"action\":\"move\"",
                "obj  \"type\":\"Sheep\",\"x\":1,\"y\":1,\"action\":\"standBy\",\"direction\":\"down\"",
                "obj  \"voice\":\"barking\",\"x\":5,\"y\":0");
        assertThat(lines(game, 2)).containsExactly(
                "obj  \"id\":3,\"type\":\"Dog\",\"x\":5,\"y\":0,\"owner\":2,\"action\":\"move\",\"voice\":\"barking\"",
                "obj  \"type\":\"Sheep\",\"x\":6,\"y\":2,\"action\":\"standBy\",\"direction\":\"down\"");
    }

    @Test
    void calmSheepAnnounceAWalkingTurnOffThePen_elseStandBy() {
        Game game = game(1, ".....", ".*o..", ".....", "..@..", ".....");
        // sheepStandBy 1: turn 2 is a walking turn for the sheep off the pen, never for the one on it
        game = new Game(game.layout(), SmartDogRules.HUB_DEFAULTS.with(java.util.Map.of("sheepStandBy", 1,
                "dogBarkingR", 1, "dogVisibilityR", 5)));
        game.beginTurn();
        assertThat(lines(game, 1)).filteredOn(line -> line.contains("Sheep")).allMatch(line -> line.contains("standBy"));
        game.endTurn();
        game.beginTurn();
        assertThat(lines(game, 1)).filteredOn(line -> line.contains("Sheep")).containsExactly(
                "obj  \"type\":\"Sheep\",\"x\":2,\"y\":1,\"action\":\"standBy\",\"direction\":\"down\"",
                "obj  \"type\":\"Sheep\",\"x\":1,\"y\":1,\"action\":\"move\",\"direction\":\"down\"");
    }

    @Test
    void scaredDogsShowTheirMode() {
        Game game = game(2, "..@", "...");
        game = new Game(game.layout(), SmartDogRules.HUB_DEFAULTS.with(java.util.Map.of("dogBarkingR", 3,
                "dogVisibilityR", 3, "dogScaryTurns", 2)));
        game.beginTurn();
        game.bark(1, "1");
        game.endTurn();
        game.beginTurn();
        assertThat(lines(game, 2)).contains(
                "obj  \"id\":2,\"type\":\"Dog\",\"x\":5,\"y\":0,\"owner\":2,\"action\":\"panic\"");
        game.move(1, "1", "right");
        game.bark(1, "1");
        game.endTurn();
        game.beginTurn();
        assertThat(lines(game, 2)).contains(
                "obj  \"id\":2,\"type\":\"Dog\",\"x\":5,\"y\":0,\"owner\":2,\"action\":\"indignant\"");
    }

    private static Game game(int players, String... rows) {
        return new Game(Tiling.build(MapParser.parse("t", String.join("\n", rows)), players),
                SmartDogRules.HUB_DEFAULTS.with(java.util.Map.of("sheepStandBy", 9)));
    }

    private static List<String> lines(Game game, int player) {
        return game.view(player).stream().map(s -> ServerLines.obj(s).stripTrailing()).toList();
    }
}
