package arena.game.racetrack.solver;

import arena.game.racetrack.maps.Field;
import arena.game.racetrack.maps.Track;
import arena.game.racetrack.rules.CrashRule;
import arena.game.racetrack.rules.LapProgress;
import arena.game.racetrack.rules.StartGate;
import arena.game.racetrack.rules.Time;
import java.time.Duration;

/**
 * The reference solver: the fastest lap by breadth-first search over (position, velocity, lap).
 *
 * <p>Since every step of A is congruent to the step of π (§8), {@code A = π(P) + lap·N}, so a small lap
 * counter beside the position stands for A. Every move costs one second except the last, which costs
 * t* ∈ (0, 1]: a lap finishing in move k takes a time in (k − 1, k], so the first level of the search
 * with a finishing move holds the optimum, the one with the smallest t*.
 *
 * <p>Bounded in time and states: when either runs out it answers the trivial answer (§13.4) instead.
 */
public final class Solver {

    public static final Duration DEFAULT_TIME_BUDGET = Duration.ofSeconds(20);
    public static final int DEFAULT_STATE_BUDGET = 3_000_000;

    private static final String MOVES = "0UDLR";
    /**
     * Velocities and laps are packed in 11 bits each. A speed of v along one axis needs a run of
     * 1 + 2 + … + v points of the bounding box, so |v| ≤ 447 on any track V2 allows.
     */
    private static final int OFFSET = 1 << 10;

    private final Duration timeBudget;
    private final int stateBudget;

    public Solver(Duration timeBudget, int stateBudget) {
        this.timeBudget = timeBudget;
        this.stateBudget = stateBudget;
    }

    public Solver() {
        this(DEFAULT_TIME_BUDGET, DEFAULT_STATE_BUDGET);
    }

    public Solution solve(Track track) {
        long deadline = System.nanoTime() + timeBudget.toNanos();
        Field field = track.field();
        StartGate gate = new StartGate(track);
        int n = track.length();
        StateTable states = new StateTable();
        states.add(pack(field.cell(track.startX(), track.startY()), 0, 0, 0), -1, '0');
        int levelStart = 0;
        for (int depth = 0; levelStart < states.size(); depth++) {
            int levelEnd = states.size();
            Time best = null;
            int bestParent = -1;
            char bestMove = 0;
            for (int id = levelStart; id < levelEnd; id++) {
                if ((id & 1023) == 0 && System.nanoTime() - deadline > 0) {
                    return fallback(track, states);
                }
                long key = states.key(id);
                int cell = (int) (key >>> 33);
                int x = field.cellX(cell);
                int y = field.cellY(cell);
                int vx = (int) ((key >>> 22) & 0x7FF) - OFFSET;
                int vy = (int) ((key >>> 11) & 0x7FF) - OFFSET;
                int lap = (int) (key & 0x7FF) - OFFSET;
                int from = field.progress(x, y);
                long progress = from + (long) lap * n;
                for (int m = 0; m < MOVES.length(); m++) {
                    char move = MOVES.charAt(m);
                    int qx = x + vx + (move == 'R' ? 1 : move == 'L' ? -1 : 0);
                    int qy = y + vy + (move == 'U' ? 1 : move == 'D' ? -1 : 0);
                    // The end point alone rules out most moves, before the segment's full test.
                    if (!field.contains(qx, qy) || !CrashRule.allows(field, x, y, qx, qy)
                            || gate.crossedBackwards(x, y, qx, qy)) {
                        continue;
                    }
                    if (gate.crossedForwards(x, y, qx, qy) && LapProgress.lapComplete(progress, n)) {
                        Time time = gate.finishTime(depth + 1, x, y, qx, qy);
                        if (best == null || time.compareTo(best) < 0) {
                            best = time;
                            bestParent = id;
                            bestMove = move;
                        }
                        continue;
                    }
                    int to = field.progress(qx, qy);
                    long next = progress + LapProgress.delta(from, to, n);
                    long nextLap = Math.floorDiv(next - to, n);
                    if (Math.abs(nextLap) >= OFFSET) {
                        continue;
                    }
                    if (states.add(pack(field.cell(qx, qy), qx - x, qy - y, (int) nextLap), id, move)
                            && states.size() >= stateBudget) {
                        return fallback(track, states);
                    }
                }
            }
            if (best != null) {
                return new Solution(movesTo(states, bestParent) + bestMove, true, states.size());
            }
            levelStart = levelEnd;
        }
        return fallback(track, states);
    }

    private static long pack(int cell, int vx, int vy, int lap) {
        return ((long) cell << 33) | ((long) (vx + OFFSET) << 22) | ((long) (vy + OFFSET) << 11) | (lap + OFFSET);
    }

    private static String movesTo(StateTable states, int id) {
        StringBuilder moves = new StringBuilder();
        for (int at = id; states.parent(at) >= 0; at = states.parent(at)) {
            moves.append(states.move(at));
        }
        return moves.reverse().toString();
    }

    private static Solution fallback(Track track, StateTable states) {
        return new Solution(TrivialAnswer.of(track), false, states.size());
    }
}
