package arena.platform.match;

/** QUEUED -> RUNNING -> FINISHED, or VOID when the infrastructure failed for good (no bot is blamed). */
public enum MatchStatus {
    QUEUED,
    RUNNING,
    FINISHED,
    VOID;

    public boolean ended() {
        return this == FINISHED || this == VOID;
    }
}
