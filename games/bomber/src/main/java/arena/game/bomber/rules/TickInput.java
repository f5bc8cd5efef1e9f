package arena.game.bomber.rules;

import java.util.List;
import java.util.Map;

/**
 * Everything from outside that one tick depends on (spec §13): the commands, the strategies that
 * crashed before it, and optionally the turn order (recorded games and tests inject it; live games
 * draw it from the seed).
 *
 * @param order      the full permutation of player ids for phase 1, or {@code null} to draw it
 * @param commands   normalised commands by player id; missing ids {@code WAIT}
 * @param crashedNow players whose strategy crashed before this tick: they stand still from now on
 */
public record TickInput(int tick, List<Integer> order, Map<Integer, Action> commands, List<Integer> crashedNow) {

    public TickInput {
        order = order == null ? null : List.copyOf(order);
        commands = Map.copyOf(commands);
        crashedNow = List.copyOf(crashedNow);
    }

    /** A tick in which nobody acts and the order is drawn. */
    public static TickInput idle(int tick) {
        return new TickInput(tick, null, Map.of(), List.of());
    }
}
