package arena.game.bomber.bots;

import arena.game.bomber.rules.Action;
import arena.game.bomber.rules.Board;
import arena.game.bomber.rules.Cell;
import arena.game.bomber.rules.CellType;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;

/**
 * Walking distances from some cells over free cells without bombs or other bombers, optionally avoiding
 * the cells the forecast says will burn: where a bomber can go without thinking about timing.
 */
final class Distances {

    static final int UNREACHABLE = Integer.MAX_VALUE;

    private final Board board;
    private final int[] distance;

    /** @param avoidDanger whether paths must keep off the cells that will burn */
    Distances(Board board, List<Cell> from, Forecast forecast, int me, boolean avoidDanger) {
        this.board = board;
        this.distance = new int[board.width() * board.height()];
        Arrays.fill(distance, UNREACHABLE);
        Deque<Cell> queue = new ArrayDeque<>();
        for (Cell cell : from) {
            distance[index(cell)] = 0;
            queue.add(cell);
        }
        while (!queue.isEmpty()) {
            Cell cell = queue.poll();
            for (Action move : new Action[] {Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT}) {
                Cell next = cell.step(move);
                if (!board.inside(next.x(), next.y()) || distance[index(next)] != UNREACHABLE) {
                    continue;
                }
                boolean open = board.cell(next.x(), next.y()) == CellType.FREE && board.bombAt(next.x(), next.y()) == null
                        && (board.alivePlayerAt(next.x(), next.y()) == null
                            || board.alivePlayerAt(next.x(), next.y()).id() == me);
                if (open && !(avoidDanger && forecast.dangerous(next.x(), next.y()))) {
                    distance[index(next)] = distance[index(cell)] + 1;
                    queue.add(next);
                }
            }
        }
    }

    private int index(Cell cell) {
        return cell.y() * board.width() + cell.x();
    }

    int to(int x, int y) {
        return board.inside(x, y) ? distance[y * board.width() + x] : UNREACHABLE;
    }
}
