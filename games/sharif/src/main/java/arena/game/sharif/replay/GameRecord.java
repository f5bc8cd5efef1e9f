package arena.game.sharif.replay;

import arena.game.sharif.rules.Command;
import arena.game.sharif.rules.SharifMap;
import java.util.List;
import java.util.Map;

/**
 * Everything a game's outcome depends on (DESIGN: the seed and the recorded inputs): the map, the seed,
 * each player's pick and the commands each step received, in order. {@link Resimulation} replays it
 * exactly.
 *
 * @param picks    by player; a player without a pick is absent
 * @param commands the commands of step t at index t - 1, by player, in arrival order
 */
public record GameRecord(SharifMap map, long seed, Map<Integer, List<Integer>> picks,
        List<Map<Integer, List<Command>>> commands) {

    public GameRecord {
        picks = Map.copyOf(picks);
        commands = List.copyOf(commands);
    }
}
