package arena.game.racetrack.rules;

import arena.game.racetrack.maps.Field;

/**
 * Whether a move's segment stays on the field (§6, D-R04), in exact integer arithmetic: every lattice
 * point on the segment must be a field point, and every unit grid edge the segment crosses between two
 * lattice points must have at least one field end point.
 */
public final class CrashRule {

    private CrashRule() {
    }

    public static boolean allows(Field field, long x1, long y1, long x2, long y2) {
        long dx = x2 - x1;
        long dy = y2 - y1;
        if (dx == 0 && dy == 0) {
            return field.contains(x1, y1);
        }
        long steps = gcd(Math.abs(dx), Math.abs(dy));
        for (long j = 0; j <= steps; j++) {
            if (!field.contains(x1 + j * (dx / steps), y1 + j * (dy / steps))) {
                return false;
            }
        }
        return crossesOnlyOpenEdges(field, x1, y1, dx, dy, false) && crossesOnlyOpenEdges(field, y1, x1, dy, dx, true);
    }

    /**
     * Checks the crossings with the grid lines {@code u = c} strictly between the end points, where u
     * is x (and v is y) or, swapped, u is y (and v is x). A crossing at a lattice point was checked
     * already; elsewhere it lies on the edge between {@code v = floor} and {@code v = floor + 1}.
     */
    private static boolean crossesOnlyOpenEdges(Field field, long u1, long v1, long du, long dv, boolean swapped) {
        long den = Math.abs(du);
        long sign = du < 0 ? -1 : 1;
        for (long c = Math.min(u1, u1 + du) + 1; c < Math.max(u1, u1 + du); c++) {
            long num = sign * (v1 * du + dv * (c - u1));
            if (Math.floorMod(num, den) == 0) {
                continue;
            }
            long low = Math.floorDiv(num, den);
            boolean open = swapped
                    ? field.contains(low, c) || field.contains(low + 1, c)
                    : field.contains(c, low) || field.contains(c, low + 1);
            if (!open) {
                return false;
            }
        }
        return true;
    }

    private static long gcd(long a, long b) {
        while (b != 0) {
            long t = a % b;
            a = b;
            b = t;
        }
        return a;
    }
}
