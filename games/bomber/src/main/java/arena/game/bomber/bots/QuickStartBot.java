package arena.game.bomber.bots;

import arena.game.api.SeatEvents;
import arena.game.bomber.rules.Action;
import arena.game.bomber.rules.Board;
import arena.game.bomber.rules.BomberRules;
import arena.game.bomber.rules.Bonus;
import arena.game.bomber.rules.Cell;
import arena.game.bomber.rules.CellType;
import arena.game.bomber.rules.Player;
import java.util.ArrayList;
import java.util.List;

/**
 * The quick-start strategy (the starter packs' example, in Java): first get out of any blast it can
 * see coming, then bomb when its cross would burn a crate or a bomber and it can escape, else walk to
 * the nearest visible bonus, else to the nearest cell worth bombing, else towards the nearest enemy.
 */
public final class QuickStartBot extends BotSeat {

    private static final Action[] MOVES = {Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT};

    public QuickStartBot(int index, String name, SeatEvents events) {
        super(index, name, events);
    }

    @Override
    protected Action decide(Board board, int me, BomberRules rules) {
        Player self = board.player(me);
        if (!self.alive()) {
            return Action.WAIT;
        }
        Safety safety = new Safety(board, rules, self);
        Forecast forecast = safety.forecast();
        List<Action> safe = safety.safeActions();
        if (safe.isEmpty()) {
            return Action.WAIT;
        }
        if (forecast.dangerous(self.x(), self.y())) {
            List<Cell> shelters = new ArrayList<>();
            forEachCell(board, (x, y) -> {
                if (open(board, x, y, me) && !forecast.dangerous(x, y)) {
                    shelters.add(new Cell(x, y));
                }
            });
            return closest(self, safe, new Distances(board, shelters, forecast, me, false));
        }
        if (safe.contains(Action.BOMB) && targetsInCross(board, self.position(), self, forecast) > 0) {
            return Action.BOMB;
        }
        Distances fromMe = new Distances(board, List.of(self.position()), forecast, me, true);
        List<Cell> goals = new ArrayList<>();
        for (Bonus bonus : board.bonuses()) {
            goals.add(new Cell(bonus.x(), bonus.y()));
        }
        if (nearest(goals, fromMe) == null) {
            goals.clear();
            forEachCell(board, (x, y) -> {
                if (open(board, x, y, me) && targetsInCross(board, new Cell(x, y), self, forecast) > 0) {
                    goals.add(new Cell(x, y));
                }
            });
        }
        // Standing on a good spot without bombing means bombing here is not safe: look elsewhere.
        goals.remove(self.position());
        Cell goal = nearest(goals, fromMe);
        if (goal == null) {
            return safe.contains(Action.WAIT) ? Action.WAIT : safe.get(0);
        }
        List<Action> moves = safe.stream().filter(a -> a.isMove() || a == Action.WAIT).toList();
        return moves.isEmpty() ? safe.get(0) : closest(self, moves, new Distances(board, List.of(goal), forecast, me, true));
    }

    /** Crates not already doomed by another bomb, and enemies, that a bomb of his on this cell would burn. */
    static int targetsInCross(Board board, Cell centre, Player self, Forecast forecast) {
        int targets = 0;
        for (Action ray : MOVES) {
            for (int k = 1; k <= self.bangRadius(); k++) {
                int x = centre.x() + k * ray.dx();
                int y = centre.y() + k * ray.dy();
                CellType type = board.cell(x, y);
                if (type == CellType.INDESTRUCTIBLE) {
                    break;
                }
                if (type == CellType.DESTRUCTIBLE) {
                    targets += forecast.dangerous(x, y) ? 0 : 1;
                    break;
                }
                Player other = board.alivePlayerAt(x, y);
                if (other != null && other.id() != self.id()) {
                    targets++;
                }
            }
        }
        return targets;
    }

    private static Cell nearest(List<Cell> goals, Distances distances) {
        Cell best = null;
        for (Cell goal : goals) {
            if (distances.to(goal.x(), goal.y()) != Distances.UNREACHABLE
                    && (best == null || distances.to(goal.x(), goal.y()) < distances.to(best.x(), best.y()))) {
                best = goal;
            }
        }
        return best;
    }

    /** The candidate whose resulting cell is nearest by the given distances; ties keep the list order. */
    private static Action closest(Player self, List<Action> candidates, Distances distances) {
        Action best = candidates.get(0);
        long bestDistance = Long.MAX_VALUE;
        for (Action action : candidates) {
            Cell cell = action.isMove() ? self.position().step(action) : self.position();
            long d = distances.to(cell.x(), cell.y());
            if (d < bestDistance) {
                best = action;
                bestDistance = d;
            }
        }
        return best;
    }

    private static boolean open(Board board, int x, int y, int me) {
        Player there = board.alivePlayerAt(x, y);
        return board.cell(x, y) == CellType.FREE && board.bombAt(x, y) == null && (there == null || there.id() == me);
    }

    private interface CellVisitor {
        void visit(int x, int y);
    }

    private static void forEachCell(Board board, CellVisitor visitor) {
        for (int y = 0; y < board.height(); y++) {
            for (int x = 0; x < board.width(); x++) {
                visitor.visit(x, y);
            }
        }
    }
}
