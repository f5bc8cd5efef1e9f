package arena.game.bomber.bots;

import arena.game.api.SeatEvents;
import arena.game.bomber.rules.Action;
import arena.game.bomber.rules.Board;
import arena.game.bomber.rules.BomberRules;
import arena.game.bomber.rules.Player;
import java.util.List;
import java.util.Random;

/**
 * Plays a random command among the safe ones: it never walks into lava or into a blast it can see
 * coming, and bombs only where it can get away. Its generator is seeded from the first state it sees
 * (map, slots, its id), so a game with the same seed is played the same way again.
 */
public final class RandomBot extends BotSeat {

    private Random random;

    public RandomBot(int index, String name, SeatEvents events) {
        super(index, name, events);
    }

    @Override
    protected Action decide(Board board, int me, BomberRules rules) {
        if (random == null) {
            random = new Random(seedFrom(board, me));
        }
        Player self = board.player(me);
        if (!self.alive()) {
            return Action.WAIT;
        }
        Safety safety = new Safety(board, rules, self);
        List<Action> safe = safety.safeActions();
        return safe.isEmpty() ? Action.WAIT : safe.get(random.nextInt(safe.size()));
    }

    private static long seedFrom(Board board, int me) {
        long hash = 1125899906842597L + me;
        for (int y = 0; y < board.height(); y++) {
            hash = 31 * hash + board.cellsRow(y).hashCode();
        }
        for (Player p : board.players()) {
            hash = 31 * hash + p.x() * 131L + p.y() + p.id() * 7919L;
        }
        return hash;
    }
}
