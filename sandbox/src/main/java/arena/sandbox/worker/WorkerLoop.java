package arena.sandbox.worker;

import arena.sandbox.CpuSet;
import arena.sandbox.Sandbox;
import arena.sandbox.build.BuildRequest;
import arena.sandbox.build.BuildResult;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Leases jobs, runs them, reports the results. Each slot is a thread that runs one job at a time, on
 * cores of its own (at most one slot per core the worker may use); a running job's lease is renewed by
 * heartbeats. A sandbox that does not run everybody's code leases only jobs whose code is the admin's. An infrastructure failure hands the job back to the
 * queue, which retries it; a bot's failure is a result like any other.
 */
public final class WorkerLoop implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(WorkerLoop.class);
    /** How often a running game's progress is reported when it moved on: what a watching page sees. */
    static final Duration PROGRESS_EVERY = Duration.ofSeconds(2);

    private final String workerId;
    private final JobClient client;
    private final Sandbox sandbox;
    private final MatchRunner runner;
    private final WorkerSettings settings;
    private final ScheduledExecutorService heartbeats;
    private final List<Thread> slots = new ArrayList<>();
    private volatile boolean running;

    public WorkerLoop(String workerId, JobClient client, Sandbox sandbox, MatchRunner runner, WorkerSettings settings) {
        this.workerId = workerId;
        this.client = client;
        this.sandbox = sandbox;
        this.runner = runner;
        this.settings = settings;
        this.heartbeats = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, "worker-heartbeat");
            thread.setDaemon(true);
            return thread;
        });
    }

    public synchronized void start() {
        if (running) {
            return;
        }
        running = true;
        CpuSet allowed = CpuSet.allowed();
        List<CpuSet> cpus = SlotCpus.assign(allowed, settings.slots());
        if (cpus.size() < settings.slots()) {
            log.warn("worker {}: {} slots asked for, but it may use only {} core(s) ({}): running {} slot(s), one core"
                    + " or more each, so that games never share a core", workerId, settings.slots(), allowed.size(),
                    allowed, cpus.size());
        }
        for (int i = 0; i < cpus.size(); i++) {
            CpuSet slotCpus = cpus.get(i);
            int slotCount = cpus.size();
            Thread slot = new Thread(() -> serve(slotCpus, slotCount), "worker-slot-" + i);
            slot.setDaemon(true);
            slots.add(slot);
            slot.start();
        }
        log.info("worker {} started: {} slot(s) on cores {}, sandbox: {}; runs {}", workerId, cpus.size(),
                cpus.stream().map(CpuSet::toString).toList(), sandbox.description(),
                sandbox.runsAnyonesCode() ? "everybody's code" : "only the admin's code");
    }

    private void serve(CpuSet cpus, int slotCount) {
        while (running) {
            try {
                Optional<LeasedJob> job = client.lease(workerId, sandbox.runsAnyonesCode(), slotCount,
                        sandbox.description(), sandbox.runtime());
                if (job.isPresent()) {
                    runOne(job.get(), cpus);
                } else {
                    Thread.sleep(settings.idlePoll().toMillis());
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            } catch (RuntimeException e) {
                log.warn("worker {}: the job queue is unreachable: {}", workerId, e.toString());
                sleepQuietly(settings.idlePoll().multipliedBy(5));
            }
        }
    }

    /** Runs one leased job to its report, on any core. Public so tests can drive a worker step by step. */
    public void runOne(LeasedJob job) throws InterruptedException {
        runOne(job, CpuSet.ANY);
    }

    /** Runs one leased job to its report, its strategies and compiler on {@code cpus} only. */
    public void runOne(LeasedJob job, CpuSet cpus) throws InterruptedException {
        log.info("worker {} leased {} (attempt {})", workerId, job.describe(), job.attempt());
        long every = settings.heartbeat().toMillis();
        GameProgress progress = new GameProgress();
        ScheduledFuture<?> heartbeat = heartbeats.scheduleAtFixedRate(() -> beat(job, progress.current()), every, every,
                TimeUnit.MILLISECONDS);
        long often = PROGRESS_EVERY.toMillis();
        ScheduledFuture<?> reporter = job.match() == null ? null : heartbeats.scheduleWithFixedDelay(() -> {
            GameProgress.Turn moved = progress.unreported();
            if (moved != null) {
                beat(job, moved);
            }
        }, often, often, TimeUnit.MILLISECONDS);
        try {
            if (job.compile() != null) {
                CompileTask task = job.compile();
                BuildResult result = sandbox.build(new BuildRequest(task.language(), task.sources(), task.timeout(),
                        "submission=" + task.submissionId(), cpus));
                client.completeCompile(job, result);
                log.info("worker {} finished {}: {}", workerId, job.describe(), result.ok() ? "compiled" : "compile error");
            } else {
                MatchReport report = runner.run(job.match(), client::artifact, cpus, progress);
                client.completeMatch(job, report);
                log.info("worker {} finished {} in {} ms", workerId, job.describe(), report.wallMillis());
            }
        } catch (InterruptedException e) {
            client.fail(job, "the worker was stopped");
            throw e;
        } catch (RuntimeException e) {
            log.warn("worker {} failed {}: {}", workerId, job.describe(), e.toString());
            client.fail(job, e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
        } finally {
            heartbeat.cancel(false);
            if (reporter != null) {
                reporter.cancel(false);
            }
        }
    }

    private void beat(LeasedJob job, GameProgress.Turn progress) {
        try {
            if (!client.heartbeat(job, progress)) {
                log.warn("worker {} lost the lease of {}", workerId, job.describe());
            }
        } catch (RuntimeException e) {
            log.warn("worker {}: heartbeat of {} failed: {}", workerId, job.describe(), e.toString());
        }
    }

    private static void sleepQuietly(Duration duration) {
        try {
            Thread.sleep(duration.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public synchronized void close() {
        running = false;
        slots.forEach(Thread::interrupt);
        for (Thread slot : slots) {
            try {
                slot.join(10_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        slots.clear();
        heartbeats.shutdownNow();
    }
}
