package arena.game.bomber;

import arena.game.api.CommandFiles;
import arena.game.api.ScriptedGame;
import arena.game.bomber.maps.MapLibrary;
import arena.game.bomber.replay.CommandFile;
import arena.game.bomber.replay.RecordedGame;
import arena.game.bomber.replay.ReplayReader;
import arena.game.bomber.rules.BomberMap;
import arena.game.bomber.rules.BomberRules;
import java.util.Collections;
import java.util.Map;

/**
 * Bomber's command files ({@link CommandFile}): a game's replay exported as its commands, and a command
 * file played as a new game through the engine's {@code commands} option.
 */
final class BomberCommandFiles implements CommandFiles {

    private final MapLibrary maps;

    BomberCommandFiles(MapLibrary maps) {
        this.maps = maps;
    }

    /**
     * A command file played as a new game: its players seated as idle bots (the file moves them), its
     * seed, and its map when the map is one of the pool (an edited map is carried by the file itself).
     */
    @Override
    public ScriptedGame scriptedGame(String commandFile) {
        RecordedGame game = CommandFile.parse(commandFile);
        int players = game.names().size();
        if (players < BomberRules.MIN_PLAYERS || players > BomberRules.MAX_PLAYERS) {
            throw new IllegalArgumentException("the command file has " + players + " players; a game has "
                    + BomberRules.MIN_PLAYERS + " to " + BomberRules.MAX_PLAYERS);
        }
        String map = maps.find(game.map().name()).filter(pooled -> pooled.text().equals(game.map().text()))
                .map(BomberMap::name).orElse(null);
        return new ScriptedGame(players + "p", map, game.seed(), Collections.nCopies(players, "idle"), game.names(),
                Map.of(BomberEngine.OPTION_COMMANDS, commandFile));
    }

    @Override
    public String commandFile(byte[] replay) {
        return CommandFile.write(ReplayReader.read(replay));
    }
}
