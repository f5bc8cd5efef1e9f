package arena.game.racetrack.rules;

import arena.game.racetrack.maps.Track;

/**
 * The start gate (§3.5, D-R05): the open segment {@code f = 0, |g| < w + 1}. A move through it
 * backwards is a crash (§7.1); forwards it may finish the lap (§7.2).
 */
public final class StartGate {

    private final Track track;
    private final long reach;

    public StartGate(Track track) {
        this.track = track;
        this.reach = track.width() + 1L;
    }

    /** From {@code f ≥ 0} to {@code f < 0} through the gate (§7.1). */
    public boolean crossedBackwards(long x1, long y1, long x2, long y2) {
        long fP = track.forward(x1, y1);
        long fQ = track.forward(x2, y2);
        if (fP < 0 || fQ >= 0) {
            return false;
        }
        long gP = track.lateral(x1, y1);
        long gQ = track.lateral(x2, y2);
        long den = fP - fQ;
        return Math.abs(gP * den + fP * (gQ - gP)) < reach * den;
    }

    /** From {@code f < 0} to {@code f ≥ 0} through the gate (§7.2): a finish if the lap is complete. */
    public boolean crossedForwards(long x1, long y1, long x2, long y2) {
        long fP = track.forward(x1, y1);
        long fQ = track.forward(x2, y2);
        if (fP >= 0 || fQ < 0) {
            return false;
        }
        long gP = track.lateral(x1, y1);
        long gQ = track.lateral(x2, y2);
        long den = fQ - fP;
        return Math.abs(gP * den - fP * (gQ - gP)) < reach * den;
    }

    /** The fraction t* of a forward crossing move before it meets the gate (§10), reduced. */
    public Time finishTime(int move, long x1, long y1, long x2, long y2) {
        long fP = track.forward(x1, y1);
        long fQ = track.forward(x2, y2);
        return Time.of(move, -fP, fQ - fP);
    }
}
