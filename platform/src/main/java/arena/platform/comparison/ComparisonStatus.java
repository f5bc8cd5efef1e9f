package arena.platform.comparison;

/** Where a comparison is. */
public enum ComparisonStatus {
    /** Its games are queued or being played. */
    RUNNING,
    /** A look's interval excluded zero before every pair was played: the games no worker had taken were withdrawn. */
    STOPPED,
    /** Every pair was played (or void); its interval may or may not exclude zero. */
    FINISHED
}
