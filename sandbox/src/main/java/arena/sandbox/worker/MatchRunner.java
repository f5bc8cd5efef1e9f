package arena.sandbox.worker;

import arena.game.api.ExitStatus;
import arena.game.api.GameEngine;
import arena.game.api.GameEngines;
import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.ReplayWriter;
import arena.game.api.Seat;
import arena.game.api.SeatEvent;
import arena.game.api.SeatEvents;
import arena.game.api.SeatHub;
import arena.sandbox.CpuSet;
import arena.sandbox.RunningStrategy;
import arena.sandbox.Sandbox;
import arena.sandbox.StrategySpec;
import arena.sandbox.worker.MatchReport.SeatReport;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.LongFunction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Plays one match: seats the strategies (sandboxed or built-in), lets the engine play within the game's
 * {@link WallTimeCap}, cleans up. The engine plays on a thread of its own so that the worker can stop a
 * game that runs past its cap; the replay it returns is held to {@link ReplayWriter#MAX_BYTES}.
 */
public final class MatchRunner {

    private static final Logger log = LoggerFactory.getLogger(MatchRunner.class);
    /** How long a stopped engine may take to notice it was interrupted. */
    private static final Duration STOP_GRACE = Duration.ofSeconds(2);

    private final GameEngines engines;
    private final Sandbox sandbox;
    private final WallTimeCap wallTimeCap;

    public MatchRunner(GameEngines engines, Sandbox sandbox) {
        this(engines, sandbox, WallTimeCap.DEFAULT);
    }

    public MatchRunner(GameEngines engines, Sandbox sandbox, WallTimeCap wallTimeCap) {
        this.engines = engines;
        this.sandbox = sandbox;
        this.wallTimeCap = wallTimeCap;
    }

    /**
     * @param artifacts loads a submission's compiled artifact
     * @throws arena.game.api.SeatInfraException when the infrastructure failed (the match is retried)
     * @throws WallTimeExceeded                  when the game ran past its cap (the match is retried, then voided)
     */
    public MatchReport run(MatchTask task, LongFunction<byte[]> artifacts) throws InterruptedException {
        return run(task, artifacts, CpuSet.ANY);
    }

    /**
     * @param cpus the cores of the slot that plays: every strategy of the match runs on these
     * @throws arena.game.api.SeatInfraException when the infrastructure failed (the match is retried)
     */
    public MatchReport run(MatchTask task, LongFunction<byte[]> artifacts, CpuSet cpus) throws InterruptedException {
        return run(task, artifacts, cpus, new GameProgress());
    }

    /**
     * @param progress told of every turn the engine reaches, for the worker's heartbeats
     * @throws arena.game.api.SeatInfraException when the infrastructure failed (the match is retried)
     */
    public MatchReport run(MatchTask task, LongFunction<byte[]> artifacts, CpuSet cpus, GameProgress progress)
            throws InterruptedException {
        GameEngine engine = engines.get(task.game());
        MatchSetup setup = new MatchSetup(task.format(), task.map(), task.seed(),
                task.seats().stream().map(SeatTask::name).toList(), task.limits(), task.options());
        int moves = engine.maxMoves(setup);
        Limits seatLimits = engine.seatLimits(setup);
        SeatHub hub = new SeatHub(setup);
        hub.onProgress(turn -> progress.at(turn, moves));
        // how each strategy's process ended on its own, kept as evidence next to the verdict it led to
        Map<Integer, ExitStatus> exits = new ConcurrentHashMap<>();
        SeatEvents recorded = event -> {
            if (event instanceof SeatEvent.Exited exited) {
                exits.putIfAbsent(exited.seat().index(), exited.status());
            }
            hub.post(event);
        };
        Map<Integer, RunningStrategy> started = new HashMap<>();
        long start = System.nanoTime();
        try {
            for (int i = 0; i < task.seats().size(); i++) {
                SeatTask seat = task.seats().get(i);
                if (seat.builtIn()) {
                    hub.add(engine.createBot(seat.bot(), i, seat.name(), hub));
                } else {
                    StrategySpec spec = new StrategySpec(i, seat.name(), seat.language(),
                            artifacts.apply(seat.submissionId()), seat.entry(), engine.info().launch(), seatLimits,
                            "match=" + task.matchId() + " seat=" + i, cpus);
                    RunningStrategy strategy = sandbox.start(spec, recorded);
                    started.put(i, strategy);
                    hub.add(strategy);
                }
            }
            Outcome outcome = capReplay(task, playWithinCap(engine, hub, task, moves));
            started.values().forEach(RunningStrategy::kill);
            List<SeatReport> reports = new ArrayList<>();
            for (int i = 0; i < task.seats().size(); i++) {
                RunningStrategy strategy = started.get(i);
                if (strategy == null) {
                    reports.add(SeatReport.BUILT_IN);
                } else {
                    strategy.close();
                    RunningStrategy.Usage usage = strategy.usage();
                    ExitStatus exit = exits.get(i);
                    reports.add(new SeatReport(strategy.log(), strategy.lastInput(), usage.cpuMillis(),
                            usage.peakMemoryMb(), exit == null ? null : exit.exitCode(), exit == null ? null : exit.signal()));
                }
            }
            return new MatchReport(outcome, reports, (System.nanoTime() - start) / 1_000_000);
        } finally {
            started.values().forEach(RunningStrategy::close);
            hub.seats().forEach(seat -> {
                if (!started.containsKey(seat.index())) {
                    seat.kill();
                }
            });
        }
    }

    /**
     * The engine plays on a thread of its own while this one waits at most the game's cap. At the cap every
     * seat is stopped and the engine interrupted (its polls end); an engine that ignores the interrupt is
     * left behind after a short grace, and the game is reported as stopped either way.
     */
    private Outcome playWithinCap(GameEngine engine, SeatHub hub, MatchTask task, int moves) throws InterruptedException {
        Duration cap = wallTimeCap.of(task.limits(), moves);
        CompletableFuture<Outcome> result = new CompletableFuture<>();
        Thread thread = new Thread(() -> {
            try {
                result.complete(engine.play(hub));
            } catch (Throwable e) {
                result.completeExceptionally(e);
            }
        }, "match-" + task.matchId() + "-engine");
        thread.setDaemon(true);
        thread.start();
        try {
            return result.get(cap.toNanos(), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            hub.seats().forEach(Seat::kill);
            thread.interrupt();
            thread.join(STOP_GRACE.toMillis());
            if (thread.isAlive()) {
                log.warn("match={} the engine of {} did not stop within {} ms of being interrupted at its wall-time cap",
                        task.matchId(), task.game(), STOP_GRACE.toMillis());
            }
            throw new WallTimeExceeded("the game ran past its wall-time cap of " + WallTimeCap.seconds(cap) + " ("
                    + wallTimeCap.explain(task.limits(), moves) + ") and was stopped; no strategy is blamed");
        } catch (ExecutionException e) {
            throw rethrow(e.getCause());
        } catch (InterruptedException e) {
            thread.interrupt();
            throw e;
        }
    }

    private static RuntimeException rethrow(Throwable cause) throws InterruptedException {
        if (cause instanceof InterruptedException interrupted) {
            throw interrupted;
        }
        if (cause instanceof RuntimeException runtime) {
            return runtime;
        }
        if (cause instanceof Error error) {
            throw error;
        }
        return new IllegalStateException(cause);
    }

    /** A replay over the cap is replaced by its marker; the result of the game stands. */
    private static Outcome capReplay(MatchTask task, Outcome outcome) {
        byte[] replay = ReplayWriter.capped(task.game(), outcome.replay());
        if (replay == outcome.replay()) {
            return outcome;
        }
        log.warn("match={} replay of {} bytes is over the cap of {} bytes: kept as a marker, the result stands",
                task.matchId(), outcome.replay().length, ReplayWriter.MAX_BYTES);
        return new Outcome(outcome.results(), outcome.turns(), outcome.summary(), replay, outcome.summaryPhrase());
    }
}
