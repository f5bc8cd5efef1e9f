package arena.platform.job;

/** QUEUED -> LEASED -> DONE; a lost or failed lease goes back to QUEUED until the attempts run out (FAILED). */
public enum JobState {
    QUEUED,
    LEASED,
    DONE,
    FAILED
}
