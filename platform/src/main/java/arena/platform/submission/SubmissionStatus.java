package arena.platform.submission;

/** QUEUED -> COMPILING -> TESTING -> ACCEPTED | REJECTED (a rejection carries its reason code and evidence). */
public enum SubmissionStatus {
    QUEUED,
    COMPILING,
    TESTING,
    ACCEPTED,
    REJECTED;

    public boolean ended() {
        return this == ACCEPTED || this == REJECTED;
    }
}
