package arena.platform.job;

import arena.game.api.Phrase;
import arena.sandbox.build.BuildResult;
import arena.sandbox.worker.CompileTask;
import java.util.Optional;

/** What the queue needs from the submission pipeline for compile jobs. */
public interface CompileJobs {

    /** The job was leased: build its task and mark the submission as compiling. */
    CompileTask leased(long submissionId);

    void completed(long submissionId, BuildResult result);

    /** The job failed on infrastructure more often than allowed. */
    void failed(long submissionId, String reason);

    /** Why the job must not run any more (its code belongs to a disabled account), if it must not: a phrase said in the reader's language where it is shown. */
    Optional<Phrase> refusal(long submissionId);

    /** The job was cancelled for that reason instead of running. */
    void refused(long submissionId, Phrase reason);
}
