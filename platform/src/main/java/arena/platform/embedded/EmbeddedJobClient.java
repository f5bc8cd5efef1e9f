package arena.platform.embedded;

import arena.platform.job.Artifacts;
import arena.platform.job.JobLeases;
import arena.platform.job.StaleLeaseException;
import arena.sandbox.build.BuildResult;
import arena.sandbox.worker.GameProgress;
import arena.sandbox.worker.JobClient;
import arena.sandbox.worker.LeasedJob;
import arena.sandbox.worker.MatchReport;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/** The embedded worker's queue: the same calls as the REST API, in-process. */
@Component
class EmbeddedJobClient implements JobClient {

    private static final Logger log = LoggerFactory.getLogger(EmbeddedJobClient.class);

    private final JobLeases leases;
    private final Artifacts artifacts;

    EmbeddedJobClient(JobLeases leases, Artifacts artifacts) {
        this.leases = leases;
        this.artifacts = artifacts;
    }

    @Override
    public Optional<LeasedJob> lease(String workerId, boolean anyonesCode, int slots) {
        return leases.lease(workerId, anyonesCode, slots);
    }

    @Override
    public Optional<LeasedJob> lease(String workerId, boolean anyonesCode, int slots, String sandbox) {
        return leases.lease(workerId, anyonesCode, slots, sandbox);
    }

    @Override
    public Optional<LeasedJob> lease(String workerId, boolean anyonesCode, int slots, String sandbox, String runtime) {
        return leases.lease(workerId, null, anyonesCode, slots, sandbox, runtime);
    }

    @Override
    public boolean heartbeat(LeasedJob job) {
        return leases.heartbeat(job.id(), job.leaseToken());
    }

    @Override
    public boolean heartbeat(LeasedJob job, GameProgress.Turn progress) {
        return progress == null ? heartbeat(job)
                : leases.heartbeat(job.id(), job.leaseToken(), progress.turn(), progress.turns());
    }

    @Override
    public void completeCompile(LeasedJob job, BuildResult result) {
        try {
            leases.completeCompile(job.id(), job.leaseToken(), result);
        } catch (StaleLeaseException e) {
            log.warn("{}: result dropped, the lease was lost", job.describe());
        }
    }

    @Override
    public void completeMatch(LeasedJob job, MatchReport report) {
        try {
            leases.completeMatch(job.id(), job.leaseToken(), report);
        } catch (StaleLeaseException e) {
            log.warn("{}: result dropped, the lease was lost", job.describe());
        }
    }

    @Override
    public void fail(LeasedJob job, String reason) {
        try {
            leases.fail(job.id(), job.leaseToken(), reason);
        } catch (StaleLeaseException e) {
            log.warn("{}: failure report dropped, the lease was lost", job.describe());
        }
    }

    @Override
    public byte[] artifact(long submissionId) {
        return artifacts.artifact(submissionId);
    }
}
