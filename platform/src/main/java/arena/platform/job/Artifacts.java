package arena.platform.job;

/** What the queue needs from the submissions for match jobs: the compiled code a worker runs. */
public interface Artifacts {

    /**
     * The compiled artifact of a submission.
     *
     * @throws arena.platform.error.ArenaException {@code NOT_FOUND} for an unknown submission, {@code NOT_COMPILED}
     *                                           for one without an artifact
     */
    byte[] artifact(long submissionId);
}
