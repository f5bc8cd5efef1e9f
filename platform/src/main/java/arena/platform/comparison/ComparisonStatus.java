package arena.platform.comparison;

/** Where a comparison is. */
public enum ComparisonStatus {
    /** Its games are queued or being played. */
    RUNNING,
    /** A look's interval excluded zero: the games not yet taken by a worker were withdrawn. */
    STOPPED,
    /** Every pair was played (or void) without the interval excluding zero at a look before the last. */
    FINISHED
}
