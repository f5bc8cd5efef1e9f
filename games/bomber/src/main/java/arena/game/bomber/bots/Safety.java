package arena.game.bomber.bots;

import arena.game.bomber.rules.Action;
import arena.game.bomber.rules.Board;
import arena.game.bomber.rules.BomberRules;
import arena.game.bomber.rules.Cell;
import arena.game.bomber.rules.CellType;
import arena.game.bomber.rules.Player;
import java.util.Arrays;
import java.util.List;

/**
 * Whether a command leaves a bomber a way to outlive every blast he can see coming: a search over
 * (cell, tick) through the {@link Forecast}. Other bombers block the cells they stand on; the careful
 * variant also keeps off the cells next to them, since one earlier in the turn order may step in first.
 */
final class Safety {

    private static final Action[] MOVES = {Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT};

    private final Board board;
    private final BomberRules rules;
    private final Player me;
    private final Forecast plain;
    private Forecast withMyBomb;

    Safety(Board board, BomberRules rules, Player me) {
        this.board = board;
        this.rules = rules;
        this.me = me;
        this.plain = Forecast.of(board, rules, null, me);
    }

    Forecast forecast() {
        return plain;
    }

    /** The safe commands, in enum order: the careful ones when there are any, else the merely possible ones. */
    List<Action> safeActions() {
        List<Action> careful = Arrays.stream(Action.values()).filter(a -> safe(a, true)).toList();
        return careful.isEmpty() ? Arrays.stream(Action.values()).filter(a -> safe(a, false)).toList() : careful;
    }

    /** Whether the command can be executed at all in the current state. */
    boolean legal(Action action) {
        if (action == Action.BOMB) {
            return me.bombsCount() > 0 && board.bombAt(me.x(), me.y()) == null;
        }
        if (!action.isMove()) {
            return true;
        }
        Cell target = me.position().step(action);
        return board.cell(target.x(), target.y()) == CellType.FREE && board.bombAt(target.x(), target.y()) == null
                && board.alivePlayerAt(target.x(), target.y()) == null;
    }

    /** Legal, and some continuation survives the whole horizon. */
    boolean safe(Action action, boolean careful) {
        if (!legal(action)) {
            return false;
        }
        Forecast forecast = plain;
        if (action == Action.BOMB) {
            if (withMyBomb == null) {
                withMyBomb = Forecast.of(board, rules, me.position(), me);
            }
            forecast = withMyBomb;
        }
        Cell start = action.isMove() ? me.position().step(action) : me.position();
        if (careful && action.isMove() && nearOther(start.x(), start.y())) {
            return false;
        }
        return survives(forecast, start, careful);
    }

    private boolean survives(Forecast forecast, Cell start, boolean careful) {
        int width = board.width();
        if (forecast.burns(1, start.x(), start.y())) {
            return false;
        }
        if (forecast.quietFrom(1, start.x(), start.y())) {
            return true;
        }
        boolean[] reach = new boolean[width * board.height()];
        reach[start.y() * width + start.x()] = true;
        for (int k = 2; k <= forecast.horizon(); k++) {
            boolean[] next = new boolean[reach.length];
            boolean any = false;
            for (int i = 0; i < reach.length; i++) {
                if (reach[i]) {
                    int x = i % width;
                    int y = i / width;
                    any |= enter(forecast, next, k, x, y, true, careful);
                    for (Action move : MOVES) {
                        any |= enter(forecast, next, k, x + move.dx(), y + move.dy(), false, careful);
                    }
                }
            }
            if (!any) {
                return false;
            }
            for (int i = 0; i < next.length; i++) {
                if (next[i] && forecast.quietFrom(k, i % width, i / width)) {
                    return true; // standing here from now on is safe
                }
            }
            reach = next;
        }
        return true;
    }

    private boolean enter(Forecast forecast, boolean[] next, int k, int x, int y, boolean staying, boolean careful) {
        if (!board.inside(x, y) || forecast.burns(k, x, y)) {
            return false;
        }
        if (!staying && (forecast.closed(k, x, y) || (careful ? nearOther(x, y) : occupiedByOther(x, y)))) {
            return false;
        }
        next[y * board.width() + x] = true;
        return true;
    }

    private boolean occupiedByOther(int x, int y) {
        Player other = board.alivePlayerAt(x, y);
        return other != null && other.id() != me.id();
    }

    private boolean nearOther(int x, int y) {
        if (occupiedByOther(x, y)) {
            return true;
        }
        for (Action move : MOVES) {
            if (occupiedByOther(x + move.dx(), y + move.dy())) {
                return true;
            }
        }
        return false;
    }
}
