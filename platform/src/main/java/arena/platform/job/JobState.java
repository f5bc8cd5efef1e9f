package arena.platform.job;

/**
 * QUEUED -> LEASED -> DONE; a lost or failed lease goes back to QUEUED until the attempts run out (FAILED).
 * A queued job that must not run any more (its code belongs to a disabled account) is CANCELLED.
 */
public enum JobState {
    QUEUED,
    LEASED,
    DONE,
    FAILED,
    CANCELLED
}
