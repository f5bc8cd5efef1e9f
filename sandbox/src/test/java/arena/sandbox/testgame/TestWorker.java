package arena.sandbox.testgame;

import arena.game.api.GameEngine;
import arena.game.api.GameEngines;
import arena.game.api.Limits;
import arena.sandbox.CpuSet;
import arena.sandbox.Sandbox;
import arena.sandbox.build.BuildResult;
import arena.sandbox.worker.LeasedJob;
import arena.sandbox.worker.MatchReport;
import arena.sandbox.worker.MatchRunner;
import arena.sandbox.worker.MatchTask;
import arena.sandbox.worker.SeatTask;
import arena.sandbox.worker.WorkerLoop;
import arena.sandbox.worker.WorkerSettings;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A worker as the platform runs it ({@link WorkerLoop} with a {@link MatchRunner}), fed by an
 * {@link InMemoryJobClient}: tests compile bots and play matches as jobs, one at a time.
 */
public final class TestWorker implements AutoCloseable {

    /** A compiled bot. */
    public record Submission(long id, String bot, String language, BuildResult build) {
    }

    /** A played (or failed) match job. */
    public record Played(long jobId, MatchReport report, String failure) {
    }

    private static final int STARVED_ATTEMPTS = 3;

    private final InMemoryJobClient jobs = new InMemoryJobClient();
    private final WorkerLoop worker;
    private final AtomicLong submissions = new AtomicLong(100);
    private final AtomicLong matches = new AtomicLong(1);
    private final Map<String, Submission> compiled = new ConcurrentHashMap<>();
    private volatile Listener listener = new Listener() {
    };

    /** Told of every compile and match a test asks for: the hostile suites' record of what each case saw. */
    public interface Listener {

        default void compiled(Submission submission) {
        }

        default void played(Played played) {
        }
    }

    public TestWorker(String workerId, Sandbox sandbox, List<GameEngine> engines) {
        MatchRunner runner = new MatchRunner(GameEngines.of(engines), sandbox);
        this.worker = new WorkerLoop(workerId, jobs, sandbox, runner,
                new WorkerSettings(1, Duration.ofMillis(50), Duration.ofSeconds(30)));
    }

    public void listen(Listener listener) {
        this.listener = listener;
    }

    /** Compiles a bot of the test resources (once; later calls return the same submission). */
    public Submission compile(String bot) throws InterruptedException {
        Submission known = compiled.get(bot);
        if (known == null) {
            known = build(bot, Bots.language(bot), Bots.zip(bot), Duration.ofMinutes(2));
            compiled.put(bot, known);
        }
        listener.compiled(known);
        return known;
    }

    public Submission compile(String bot, Duration timeout) throws InterruptedException {
        return compile(bot, Bots.language(bot), Bots.zip(bot), timeout);
    }

    /** Compiles a submission given as a zip, as a compile job. */
    public Submission compile(String name, String language, byte[] zip, Duration timeout) throws InterruptedException {
        Submission submission = build(name, language, zip, timeout);
        listener.compiled(submission);
        return submission;
    }

    private Submission build(String name, String language, byte[] zip, Duration timeout) throws InterruptedException {
        long id = submissions.incrementAndGet();
        LeasedJob job = jobs.compile(id, language, zip, timeout);
        worker.runOne(job);
        BuildResult build = jobs.build(id);
        if (build == null) {
            throw new AssertionError("compiling " + name + " failed in the worker: " + jobs.failure(job.id()));
        }
        return new Submission(id, name, language, build);
    }

    /** Plays one match of the game {@code game} between compiled bots, seat order as given. */
    public Played play(String game, Limits limits, int turns, Submission... seats) throws InterruptedException {
        return play(game, "plain", limits, Map.of("turns", Integer.toString(turns)), CpuSet.ANY, seats);
    }

    /** Plays one match as a worker slot with the cores {@code cpus} does. */
    public Played play(String game, Limits limits, int turns, CpuSet cpus, Submission... seats) throws InterruptedException {
        return play(game, "plain", limits, Map.of("turns", Integer.toString(turns)), cpus, seats);
    }

    /** Plays one match of any game on one of its maps. */
    public Played play(String game, String map, Limits limits, Map<String, String> options, Submission... seats)
            throws InterruptedException {
        return play(game, map, limits, options, CpuSet.ANY, seats);
    }

    /**
     * Plays a match again when the host starved a seat, up to {@value #STARVED_ATTEMPTS} times in all, as the site's
     * queue plays a held match again: a test of a verdict must not fail because other processes loaded the machine.
     */
    private Played play(String game, String map, Limits limits, Map<String, String> options, CpuSet cpus,
            Submission... seats) throws InterruptedException {
        Played played = playOnce(game, map, limits, options, cpus, seats);
        for (int attempt = 1; attempt < STARVED_ATTEMPTS && starved(played); attempt++) {
            System.out.println("TestWorker: playing again, " + played.failure());
            played = playOnce(game, map, limits, options, cpus, seats);
        }
        listener.played(played);
        return played;
    }

    private static boolean starved(Played played) {
        return played.report() == null && played.failure() != null && played.failure().contains("the host starved");
    }

    /** Plays one match as a worker slot with the cores {@code cpus} does, once, even when the host starves a seat. */
    public Played playOnce(String game, Limits limits, int turns, CpuSet cpus, Submission... seats)
            throws InterruptedException {
        Played played = playOnce(game, "plain", limits, Map.of("turns", Integer.toString(turns)), cpus, seats);
        listener.played(played);
        return played;
    }

    private Played playOnce(String game, String map, Limits limits, Map<String, String> options, CpuSet cpus,
            Submission... seats) throws InterruptedException {
        List<SeatTask> tasks = new ArrayList<>();
        for (Submission seat : seats) {
            if (!seat.build().ok()) {
                throw new AssertionError(seat.bot() + " did not compile: " + seat.build().message());
            }
            tasks.add(SeatTask.strategy(seat.bot(), seat.id(), seat.language(), seat.build().entry()));
        }
        String format = switch (seats.length) {
            case 1 -> "solo";
            case 2 -> "duel";
            case 3 -> "trio";
            default -> "quad";
        };
        MatchTask task = new MatchTask(matches.incrementAndGet(), game, format, map, 42, limits, options, tasks);
        LeasedJob job = jobs.match(task);
        worker.runOne(job, cpus);
        return new Played(job.id(), jobs.report(job.id()), jobs.failure(job.id()));
    }

    @Override
    public void close() {
        worker.close();
    }
}
