package arena.game.bomber.rules;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Phase 3 (spec §7.4): timers, explosions with chain reactions, destruction and its credit. All rays
 * of one tick see the cell types from the start of the phase, so several rays may stop on the same
 * destructible cell and the order of the queue only changes the order of the lava list.
 */
final class Explosion {

    private static final Action[] RAYS = {Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT};

    private Explosion() {
    }

    static void detonate(Board board, BomberRules rules, int t) {
        for (Bomb bomb : board.bombs) {
            if (bomb.placedTick() < t) {
                bomb.countDown();
            }
        }
        Deque<Bomb> queue = new ArrayDeque<>();
        for (Bomb bomb : board.bombs) {
            if (bomb.liveTime() <= 0) {
                queue.add(bomb);
            }
        }
        if (queue.isEmpty()) {
            return;
        }
        CellType[] typesAtStart = board.cells.clone();
        Set<Bomb> exploded = new LinkedHashSet<>();
        Map<Integer, Set<Integer>> destroyedBy = new LinkedHashMap<>();
        List<Lava> newLava = new ArrayList<>();
        while (!queue.isEmpty()) {
            Bomb bomb = queue.poll();
            if (!exploded.add(bomb)) {
                continue;
            }
            for (Cell cell : cross(board, typesAtStart, bomb)) {
                newLava.add(new Lava(cell.x(), cell.y(), bomb.owner(), rules.lavaLivetime()));
                int i = board.index(cell.x(), cell.y());
                if (typesAtStart[i] == CellType.DESTRUCTIBLE) {
                    destroyedBy.computeIfAbsent(i, k -> new LinkedHashSet<>()).add(bomb.owner());
                }
                Bomb other = board.bombAt(cell.x(), cell.y());
                if (rules.chainReactions() && other != null && !exploded.contains(other) && !queue.contains(other)) {
                    queue.add(other);
                }
            }
        }
        for (Bomb bomb : exploded) {
            board.bombs.remove(bomb);
            board.player(bomb.owner()).addBombs(1);
        }
        destroyedBy.forEach((i, owners) -> {
            board.cells[i] = CellType.FREE;
            if (board.hidden[i] != null) {
                board.visible[i] = board.hidden[i];
                board.hidden[i] = null;
            }
            owners.forEach(owner -> board.player(owner).addPoints(rules.playerCellDestroyPoints()));
        });
        board.lavas.addAll(newLava);
    }

    /** The centre, then the rays UP, DOWN, LEFT, RIGHT up to the bomb's radius. */
    private static List<Cell> cross(Board board, CellType[] types, Bomb bomb) {
        List<Cell> cells = new ArrayList<>();
        cells.add(bomb.position());
        for (Action ray : RAYS) {
            for (int k = 1; k <= bomb.bangRadius(); k++) {
                int x = bomb.x() + k * ray.dx();
                int y = bomb.y() + k * ray.dy();
                if (!board.inside(x, y)) {
                    break;
                }
                CellType type = types[board.index(x, y)];
                if (type == CellType.INDESTRUCTIBLE) {
                    break;
                }
                cells.add(new Cell(x, y));
                if (type == CellType.DESTRUCTIBLE) {
                    break;
                }
            }
        }
        return cells;
    }
}
