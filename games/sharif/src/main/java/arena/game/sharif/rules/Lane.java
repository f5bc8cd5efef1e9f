package arena.game.sharif.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * The cells a unit put on enemy path {@code P} (A to B) really walks (spec §3.4): the friend path from
 * A's friend to A, then P between its kings, then the friend path from B to B's friend. The team of A
 * walks it forward, the other team from the far end; a unit starts on its own king's center.
 */
public final class Lane {

    private final int pathId;
    private final List<Cell> cells;
    private final int[] kingIndex = new int[SharifRules.PLAYERS];
    private final int forwardTeam;
    private final int kingA;
    private final int kingB;

    /**
     * @param path    the enemy path, from king {@code a} to king {@code b}
     * @param friendA the friend path of a's team, oriented from a's friend to a
     * @param friendB the friend path of b's team, oriented from b to b's friend
     */
    Lane(Path path, int a, int b, List<Cell> friendA, List<Cell> friendB) {
        this.pathId = path.id();
        this.kingA = a;
        this.kingB = b;
        List<Cell> all = new ArrayList<>(friendA);
        all.addAll(path.cells().subList(1, path.cells().size() - 1));
        all.addAll(friendB);
        this.cells = List.copyOf(all);
        kingIndex[SharifRules.friend(a)] = 0;
        kingIndex[a] = friendA.size() - 1;
        kingIndex[b] = friendA.size() + path.cells().size() - 2;
        kingIndex[SharifRules.friend(b)] = cells.size() - 1;
        this.forwardTeam = SharifRules.team(a);
    }

    public int pathId() {
        return pathId;
    }

    public int length() {
        return cells.size();
    }

    /** The lane's cells in raw order (team of A's direction). */
    public List<Cell> cells() {
        return cells;
    }

    /** The raw index of a king's center in the lane. */
    public int kingIndex(int player) {
        return kingIndex[player];
    }

    public boolean forward(int team) {
        return team == forwardTeam;
    }

    /** The cell at a team's step index (spec §3.4). */
    public Cell cell(int team, int step) {
        return cells.get(forward(team) ? step : cells.size() - 1 - step);
    }

    /** Where a player's unit starts: its own king's center. */
    public int spawnStep(int player) {
        int raw = kingIndex[player];
        return forward(SharifRules.team(player)) ? raw : cells.size() - 1 - raw;
    }

    public int lastStep() {
        return cells.size() - 1;
    }

    /** The team's step index of the first occurrence of a cell in the lane, or -1 when it is not on it. */
    public int stepOf(int team, Cell cell) {
        int raw = cells.indexOf(cell);
        if (raw < 0) {
            return -1;
        }
        return forward(team) ? raw : cells.size() - 1 - raw;
    }

    /**
     * The farthest step index a teleport may land on: the middle of the path's own kings in raw indices.
     * The original compares it with a team-relative index, which is fair only when both friend paths are
     * equally long (every original map); replicated as is (spec §6.5).
     */
    public int teleportBound() {
        return (kingIndex[kingA] + kingIndex[kingB]) / 2;
    }
}
