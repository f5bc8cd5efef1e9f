package arena.game.racetrack.rules;

/**
 * The lap progress rule (§8, D-R08): A sums the signed steps of π along the axis, so that jumping
 * between touching arms cannot count as a lap.
 */
public final class LapProgress {

    private LapProgress() {
    }

    /** The change of A for a move from a point with π = {@code from} to one with π = {@code to}. */
    public static int delta(int from, int to, int axisLength) {
        int delta = Math.floorMod(to - from, axisLength);
        return 2L * delta > axisLength ? delta - axisLength : delta;
    }

    /** A forward crossing finishes only when {@code 2·A ≥ N} before it. */
    public static boolean lapComplete(long progress, int axisLength) {
        return 2 * progress >= axisLength;
    }
}
