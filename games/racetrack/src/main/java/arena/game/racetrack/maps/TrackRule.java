package arena.game.racetrack.maps;

/** The validation rules of a track string (§4), reported by id. */
public enum TrackRule {
    /** The string matches {@code <width> " " <axis>}: one space, a width without sign or leading zeros. */
    V1,
    /** {@code 0 ≤ w ≤ 20} and {@code 4 ≤ N ≤ 100 000}. */
    V2,
    /** Only {@code U D L R} in the axis (part of V1, reported separately). */
    V3,
    /** The axis is closed. */
    V4,
    /** The axis does not cross itself. */
    V5,
    /** The axis runs straight through the start: its first and last letters are equal. */
    V6,
    /** The pre-start, start and post-start lines are clean: {@code B ± (w+1)·n} is not a field point. */
    V7
}
