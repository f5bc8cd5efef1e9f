package arena.game.bomber.bots;

import arena.game.bomber.rules.Board;
import arena.game.bomber.rules.Bomb;
import arena.game.bomber.rules.BomberRules;
import arena.game.bomber.rules.BonusType;
import arena.game.bomber.rules.Bonus;
import arena.game.bomber.rules.Cell;
import arena.game.bomber.rules.CellType;
import arena.game.bomber.rules.Lava;
import arena.game.bomber.rules.Player;
import arena.game.bomber.rules.Tick;
import arena.game.bomber.rules.TickReport;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What the bombs on the board will do if nobody places another one: the real rules played forward
 * with every bomber taken off the board, so chain reactions and destroyed walls come out exactly right.
 * Step k is tick {@code board.tick + k}.
 */
final class Forecast {

    private final int width;
    private final int horizon;
    /** burns[k][cell]: lava burns on the cell during tick t + k. */
    private final boolean[][] burns;
    /** closed[k][cell]: the cell cannot be entered during tick t + k (wall, crate or bomb in S(t + k - 1)). */
    private final boolean[][] closed;
    private final boolean[] everBurns;
    /** The last step at which each cell burns, 0 for never. */
    private final int[] lastBurn;

    private Forecast(int width, int height, int horizon) {
        this.width = width;
        this.horizon = horizon;
        this.burns = new boolean[horizon + 1][width * height];
        this.closed = new boolean[horizon + 1][width * height];
        this.everBurns = new boolean[width * height];
        this.lastBurn = new int[width * height];
    }

    /**
     * @param extraBomb a bomb {@code owner} would place at this cell in the coming tick, or {@code null}
     */
    static Forecast of(Board board, BomberRules rules, Cell extraBomb, Player owner) {
        int horizon = rules.bombLiveTime() + rules.lavaLivetime() + 1;
        Forecast forecast = new Forecast(board.width(), board.height(), horizon);
        Board sim = withoutBombers(board);
        List<Bomb> bombs = new ArrayList<>(sim.bombs());
        if (extraBomb != null) {
            bombs.add(new Bomb(extraBomb.x(), extraBomb.y(), owner.id(), owner.bangRadius(), rules.bombLiveTime(),
                    board.tick() + 1));
            sim = rebuild(sim, bombs);
        }
        for (int k = 1; k <= horizon; k++) {
            forecast.markClosed(sim, k);
            TickReport report = Tick.apply(sim, rules, Map.of(), List.of());
            for (int y = 0; y < board.height(); y++) {
                for (int x = 0; x < board.width(); x++) {
                    if (report.burned(x, y)) {
                        forecast.burns[k][y * board.width() + x] = true;
                        forecast.everBurns[y * board.width() + x] = true;
                        forecast.lastBurn[y * board.width() + x] = k;
                    }
                }
            }
        }
        return forecast;
    }

    private void markClosed(Board state, int k) {
        for (int y = 0; y < state.height(); y++) {
            for (int x = 0; x < state.width(); x++) {
                closed[k][y * width + x] = state.cell(x, y) != CellType.FREE || state.bombAt(x, y) != null;
            }
        }
    }

    /** A copy of the world with every bomber dead: nobody moves, blocks or ends the simulation early. */
    private static Board withoutBombers(Board board) {
        return rebuild(board, board.bombs());
    }

    private static Board rebuild(Board board, List<Bomb> bombs) {
        int width = board.width();
        CellType[] cells = new CellType[width * board.height()];
        BonusType[] visible = new BonusType[cells.length];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = board.cell(i % width, i / width);
        }
        for (Bonus bonus : board.bonuses()) {
            visible[bonus.y() * width + bonus.x()] = bonus.type();
        }
        List<Player> ghosts = new ArrayList<>();
        for (Player p : board.players()) {
            ghosts.add(new Player(p.id(), p.name(), p.x(), p.y(), false, 0, 0, p.bangRadius(), p.action(), false));
        }
        List<Bomb> bombCopies = new ArrayList<>();
        for (Bomb b : bombs) {
            bombCopies.add(new Bomb(b.x(), b.y(), b.owner(), b.bangRadius(), b.liveTime(), b.placedTick()));
        }
        List<Lava> lavas = new ArrayList<>();
        for (Lava l : board.lavas()) {
            lavas.add(new Lava(l.x(), l.y(), l.owner(), l.liveTime()));
        }
        return new Board(width, board.height(), cells, visible, ghosts, bombCopies, lavas, board.tick());
    }

    int horizon() {
        return horizon;
    }

    boolean burns(int k, int x, int y) {
        return burns[k][y * width + x];
    }

    boolean closed(int k, int x, int y) {
        return closed[k][y * width + x];
    }

    /** Whether the cell never burns again from step k on. */
    boolean quietFrom(int k, int x, int y) {
        return lastBurn[y * width + x] < k;
    }

    /** Whether the cell burns at any step of the horizon. */
    boolean dangerous(int x, int y) {
        return everBurns[y * width + x];
    }
}
