package arena.game.racetrack.rules;

/** The result statuses of one answer on one track (§9, D-R22). */
public enum Status {
    /** A lap was completed; carries the time and the finishing move. */
    FINISHED,
    /** Move k was illegal (§6) or went backwards through the start (§7.1). */
    CRASHED,
    /** Every move was legal and none finished. */
    NOT_FINISHED,
    /** The body is not a move string (§11.3). */
    INVALID_ANSWER,
    /** Timeout, connection error or non-200 status (§11.4, §11.5). */
    NO_ANSWER
}
