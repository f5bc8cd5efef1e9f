package arena.game.bomber.replay;

import arena.game.bomber.rules.BomberMap;
import arena.game.bomber.rules.BomberRules;
import arena.game.bomber.rules.TickInput;
import java.util.List;

/**
 * The inputs of a game, enough to re-simulate it exactly (spec §13): map, rules, seed, the players'
 * names by id, and per tick the commands, crashes and turn order. Read from a replay or a command file,
 * possibly edited.
 *
 * @param names player i's name is {@code names.get(i - 1)}
 * @param ticks in increasing tick order; ticks left out are played with everybody waiting
 */
public record RecordedGame(BomberMap map, BomberRules rules, long seed, List<String> names, List<TickInput> ticks) {

    public RecordedGame {
        names = List.copyOf(names);
        ticks = List.copyOf(ticks);
    }
}
