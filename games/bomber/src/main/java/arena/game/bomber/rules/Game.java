package arena.game.bomber.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A game from S0 to its end as a sequence of {@link TickInput}s, keeping every state. Live matches and
 * re-simulations both drive it, which is what makes a recorded game replay exactly.
 */
public final class Game {

    /** What one step did: the turn order actually used (a full permutation) and who died. */
    public record Step(List<Integer> order, List<Player> died) {
    }

    private final Board board;
    private final BomberRules rules;
    private final TurnOrder turnOrder;
    private final List<Board> snapshots = new ArrayList<>();

    /**
     * @param rng the game's generator after the map choice and slot shuffle; it draws one turn order per
     *            tick, also when the input brings its own, so edited inputs never shift later draws
     */
    public Game(Board start, BomberRules rules, Random rng) {
        this.board = start;
        this.rules = rules;
        this.turnOrder = new TurnOrder(rng);
        snapshots.add(start.copy());
    }

    public Board board() {
        return board;
    }

    public BomberRules rules() {
        return rules;
    }

    public boolean over() {
        return board.over();
    }

    /** S0 .. S(t) as copies. */
    public List<Board> snapshots() {
        return List.copyOf(snapshots);
    }

    public Step step(TickInput input) {
        if (board.over()) {
            throw new IllegalStateException("the game is over after tick " + board.tick());
        }
        for (int id : input.crashedNow()) {
            board.player(id).crash();
        }
        List<Integer> drawn = turnOrder.next(board);
        List<Integer> order = input.order() != null ? input.order() : drawn;
        TickReport report = Tick.apply(board, rules, input.commands(), order);
        snapshots.add(board.copy());
        return new Step(order, report.died());
    }
}
