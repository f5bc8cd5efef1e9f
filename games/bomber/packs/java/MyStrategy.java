import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Your strategy: {@link #play} returns your bomber's action for the next tick.
 *
 * <p>This is the quick-start example: get out of any blast you can see coming, bomb when your blast
 * would burn a building or a bomber and you can still escape, else walk to the nearest bonus, else to
 * the nearest place worth bombing. Change anything you like.
 */
public class MyStrategy {

    public PlayerAction play(GameBoard board) {
        Player me = board.me();
        Danger danger = new Danger(board, null);
        if (danger.ever(me.x, me.y)) {
            PlayerAction away = escape(board, me, danger);
            return away == null ? PlayerAction.WAIT : away;
        }
        if (me.bombsCount > 0 && board.xyInfo[me.x][me.y].bomb == null && targets(board, me, me.x, me.y) > 0) {
            Bomb mine = new Bomb(me.x, me.y, me.id, me.bangRadius, board.config.bombLiveTime);
            if (escape(board, me, new Danger(board, mine)) != null) {
                return PlayerAction.BOMB;
            }
        }
        Set<Integer> bonuses = new HashSet<>();
        for (Bonus b : board.bonuses) {
            bonuses.add(b.y * board.width + b.x);
        }
        PlayerAction step = firstStep(board, me, danger, bonuses);
        if (step != null) {
            return step;
        }
        Set<Integer> spots = new HashSet<>();
        for (int x = 0; x < board.width; x++) {
            for (int y = 0; y < board.height; y++) {
                if (board.walkable(x, y) && targets(board, me, x, y) > 0) {
                    spots.add(y * board.width + x);
                }
            }
        }
        step = firstStep(board, me, danger, spots);
        return step == null ? PlayerAction.WAIT : step;
    }

    /** The cells a bomb on (x, y) burns: the centre, then each ray up to the first wall or building. */
    static List<int[]> cross(GameBoard board, int x, int y, int radius) {
        List<int[]> cells = new ArrayList<>();
        cells.add(new int[] {x, y});
        for (PlayerAction ray : PlayerAction.MOVES) {
            for (int k = 1; k <= radius; k++) {
                int cx = x + k * ray.dx;
                int cy = y + k * ray.dy;
                CellType type = board.cell(cx, cy);
                if (type == CellType.INDESTRUCTIBLE) {
                    break;
                }
                cells.add(new int[] {cx, cy});
                if (type == CellType.DESTRUCTIBLE) {
                    break;
                }
            }
        }
        return cells;
    }

    /** When each cell burns: ticks first..last (1 = the next tick), for every bomb and lava, chains included. */
    static final class Danger {
        private final GameBoard board;
        private final List<int[]> intervals = new ArrayList<>(); // {cellIndex, first, last}
        private final boolean[] ever;

        Danger(GameBoard board, Bomb extra) {
            this.board = board;
            this.ever = new boolean[board.width * board.height];
            List<Bomb> bombs = new ArrayList<>(board.bombs);
            if (extra != null) {
                bombs.add(extra);
            }
            int[] when = new int[bombs.size()];
            for (int i = 0; i < when.length; i++) {
                when[i] = bombs.get(i).liveTime;
            }
            boolean changed = true;
            while (changed) { // a bomb in another's blast explodes with it
                changed = false;
                for (int i = 0; i < bombs.size(); i++) {
                    Bomb b = bombs.get(i);
                    for (int[] c : cross(board, b.x, b.y, b.bangRadius)) {
                        for (int j = 0; j < bombs.size(); j++) {
                            if (bombs.get(j).x == c[0] && bombs.get(j).y == c[1] && when[i] < when[j]) {
                                when[j] = when[i];
                                changed = true;
                            }
                        }
                    }
                }
            }
            for (int i = 0; i < bombs.size(); i++) {
                Bomb b = bombs.get(i);
                for (int[] c : cross(board, b.x, b.y, b.bangRadius)) {
                    add(c[0], c[1], when[i], when[i] + board.config.lavaLivetime - 1);
                }
            }
            for (Lava l : board.lavas) {
                add(l.x, l.y, 1, l.liveTime);
            }
        }

        private void add(int x, int y, int first, int last) {
            intervals.add(new int[] {y * board.width + x, first, last});
            ever[y * board.width + x] = true;
        }

        boolean ever(int x, int y) {
            return ever[y * board.width + x];
        }

        boolean burning(int x, int y, int tick) {
            int cell = y * board.width + x;
            for (int[] i : intervals) {
                if (i[0] == cell && i[1] <= tick && tick <= i[2]) {
                    return true;
                }
            }
            return false;
        }

        boolean safeAfter(int x, int y, int tick) {
            int cell = y * board.width + x;
            for (int[] i : intervals) {
                if (i[0] == cell && i[2] >= tick) {
                    return false;
                }
            }
            return true;
        }
    }

    /** The first action of the shortest way to a cell that stays safe, waiting allowed; null if none. */
    static PlayerAction escape(GameBoard board, Player me, Danger danger) {
        int horizon = board.config.bombLiveTime + board.config.lavaLivetime + 2;
        ArrayDeque<int[]> queue = new ArrayDeque<>(); // {x, y, tick, firstAction}
        Set<Long> seen = new HashSet<>();
        queue.add(new int[] {me.x, me.y, 0, -1});
        while (!queue.isEmpty()) {
            int[] s = queue.poll();
            if (s[2] > 0 && danger.safeAfter(s[0], s[1], s[2])) {
                return PlayerAction.values()[s[3]];
            }
            if (s[2] == horizon) {
                continue;
            }
            for (PlayerAction a : new PlayerAction[] {PlayerAction.WAIT, PlayerAction.UP, PlayerAction.DOWN,
                    PlayerAction.LEFT, PlayerAction.RIGHT}) {
                int nx = s[0] + a.dx;
                int ny = s[1] + a.dy;
                if (a.isMove() && !board.walkable(nx, ny)) {
                    continue;
                }
                int t = s[2] + 1;
                long key = ((long) t * board.height + ny) * board.width + nx;
                if (!danger.burning(nx, ny, t) && seen.add(key)) {
                    queue.add(new int[] {nx, ny, t, s[3] < 0 ? a.ordinal() : s[3]});
                }
            }
        }
        return null;
    }

    /** The first move of the shortest walk to the nearest goal cell that avoids all danger; null if none. */
    static PlayerAction firstStep(GameBoard board, Player me, Danger danger, Set<Integer> goals) {
        ArrayDeque<int[]> queue = new ArrayDeque<>(); // {x, y, firstAction}
        boolean[] seen = new boolean[board.width * board.height];
        seen[me.y * board.width + me.x] = true;
        queue.add(new int[] {me.x, me.y, -1});
        while (!queue.isEmpty()) {
            int[] s = queue.poll();
            if (s[2] >= 0 && goals.contains(s[1] * board.width + s[0])) {
                return PlayerAction.values()[s[2]];
            }
            for (PlayerAction a : PlayerAction.MOVES) {
                int nx = s[0] + a.dx;
                int ny = s[1] + a.dy;
                if (board.walkable(nx, ny) && !seen[ny * board.width + nx] && !danger.ever(nx, ny)) {
                    seen[ny * board.width + nx] = true;
                    queue.add(new int[] {nx, ny, s[2] < 0 ? a.ordinal() : s[2]});
                }
            }
        }
        return null;
    }

    /** Buildings and enemies a bomb of mine on (x, y) would burn. */
    static int targets(GameBoard board, Player me, int x, int y) {
        int count = 0;
        List<int[]> cells = cross(board, x, y, me.bangRadius);
        for (int[] c : cells.subList(1, cells.size())) {
            XYInfo info = board.xyInfo[c[0]][c[1]];
            if (info.type == CellType.DESTRUCTIBLE || (info.player != null && info.player.id != me.id)) {
                count++;
            }
        }
        return count;
    }
}
