package arena.platform.job;

import arena.sandbox.build.BuildResult;
import arena.sandbox.worker.CompileTask;

/** What the queue needs from the submission pipeline for compile jobs. */
public interface CompileJobs {

    /** The job was leased: build its task and mark the submission as compiling. */
    CompileTask leased(long submissionId);

    void completed(long submissionId, BuildResult result);

    /** The job failed on infrastructure more often than allowed. */
    void failed(long submissionId, String reason);
}
