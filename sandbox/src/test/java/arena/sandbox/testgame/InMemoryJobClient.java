package arena.sandbox.testgame;

import arena.sandbox.build.BuildResult;
import arena.sandbox.worker.CompileTask;
import arena.sandbox.worker.JobClient;
import arena.sandbox.worker.LeasedJob;
import arena.sandbox.worker.MatchReport;
import arena.sandbox.worker.MatchTask;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;

/** The job queue in memory: what a test enqueues a worker leases, and every result is kept for asserts. */
public final class InMemoryJobClient implements JobClient {

    private final ConcurrentLinkedQueue<LeasedJob> queue = new ConcurrentLinkedQueue<>();
    private final AtomicLong ids = new AtomicLong();
    private final Map<Long, BuildResult> builds = new ConcurrentHashMap<>();
    private final Map<Long, MatchReport> reports = new ConcurrentHashMap<>();
    private final Map<Long, String> failures = new ConcurrentHashMap<>();

    public LeasedJob compile(long submissionId, String language, byte[] sources, Duration timeout) {
        return new LeasedJob(ids.incrementAndGet(), "lease", 1,
                new CompileTask(submissionId, language, sources, timeout), null);
    }

    public LeasedJob match(MatchTask task) {
        return new LeasedJob(ids.incrementAndGet(), "lease", 1, null, task);
    }

    public void enqueue(LeasedJob job) {
        queue.add(job);
    }

    @Override
    public Optional<LeasedJob> lease(String workerId, boolean anyonesCode, int slots) {
        return Optional.ofNullable(queue.poll());
    }

    @Override
    public boolean heartbeat(LeasedJob job) {
        return true;
    }

    @Override
    public void completeCompile(LeasedJob job, BuildResult result) {
        builds.put(job.compile().submissionId(), result);
    }

    @Override
    public void completeMatch(LeasedJob job, MatchReport report) {
        reports.put(job.id(), report);
    }

    @Override
    public void fail(LeasedJob job, String reason) {
        failures.put(job.id(), reason);
    }

    @Override
    public byte[] artifact(long submissionId) {
        BuildResult build = builds.get(submissionId);
        if (build == null || !build.ok()) {
            throw new IllegalStateException("submission " + submissionId + " has no artifact");
        }
        return build.artifact();
    }

    public BuildResult build(long submissionId) {
        return builds.get(submissionId);
    }

    public MatchReport report(long jobId) {
        return reports.get(jobId);
    }

    public String failure(long jobId) {
        return failures.get(jobId);
    }

    public boolean idle() {
        return queue.isEmpty();
    }
}
