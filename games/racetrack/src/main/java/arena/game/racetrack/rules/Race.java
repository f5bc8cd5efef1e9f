package arena.game.racetrack.rules;

import arena.game.racetrack.maps.Field;
import arena.game.racetrack.maps.Track;

/**
 * One car on one track, move by move (§5–§8): position P, velocity V and lap progress A. Once it has
 * crashed or finished it stays where that move ended.
 */
public final class Race {

    private final Track track;
    private final Field field;
    private final StartGate gate;
    private long x;
    private long y;
    private long vx;
    private long vy;
    private long progress;
    private int moves;
    private Status status = Status.NOT_FINISHED;
    private Time time;

    public Race(Track track) {
        this.track = track;
        this.field = track.field();
        this.gate = new StartGate(track);
        this.x = track.startX();
        this.y = track.startY();
    }

    /**
     * Drives one move, given as {@code 0 U D L R} (§5).
     *
     * @return {@code NOT_FINISHED} while the race goes on, else {@code CRASHED} or {@code FINISHED}
     */
    public Status move(char letter) {
        if (status != Status.NOT_FINISHED) {
            throw new IllegalStateException("the race is over: " + status);
        }
        long qx = x + vx;
        long qy = y + vy;
        switch (letter) {
            case '0' -> { }
            case 'U' -> qy++;
            case 'D' -> qy--;
            case 'L' -> qx--;
            case 'R' -> qx++;
            default -> throw new IllegalArgumentException("not a move: " + letter);
        }
        moves++;
        if (!CrashRule.allows(field, x, y, qx, qy) || gate.crossedBackwards(x, y, qx, qy)) {
            status = Status.CRASHED;
        } else if (gate.crossedForwards(x, y, qx, qy) && LapProgress.lapComplete(progress, track.length())) {
            status = Status.FINISHED;
            time = gate.finishTime(moves, x, y, qx, qy);
        } else {
            progress += LapProgress.delta(field.progress(x, y), field.progress(qx, qy), track.length());
        }
        vx = qx - x;
        vy = qy - y;
        x = qx;
        y = qy;
        return status;
    }

    public long x() {
        return x;
    }

    public long y() {
        return y;
    }

    public long vx() {
        return vx;
    }

    public long vy() {
        return vy;
    }

    /** A, the lap progress after the moves so far. */
    public long progress() {
        return progress;
    }

    public int moves() {
        return moves;
    }

    public Status status() {
        return status;
    }

    /** The lap time once {@code FINISHED}, else {@code null}. */
    public Time time() {
        return time;
    }
}
