package arena.platform.submission;

/**
 * QUEUED -> COMPILING -> TESTING -> ACCEPTED | REJECTED (a rejection carries its reason code and evidence).
 * An infrastructure fault during compilation or an acceptance game makes it HELD instead: it is tried
 * again later (or at once by an admin) from where it stopped, and never costs the contestant anything.
 */
public enum SubmissionStatus {
    QUEUED,
    COMPILING,
    TESTING,
    HELD,
    ACCEPTED,
    REJECTED;

    public boolean ended() {
        return this == ACCEPTED || this == REJECTED;
    }
}
