package arena.sandbox.worker;

import arena.game.api.GameEngine;
import arena.game.api.GameEngines;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.SeatHub;
import arena.sandbox.CpuSet;
import arena.sandbox.RunningStrategy;
import arena.sandbox.Sandbox;
import arena.sandbox.StrategySpec;
import arena.sandbox.worker.MatchReport.SeatReport;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongFunction;

/** Plays one match: seats the strategies (sandboxed or built-in), lets the engine play, cleans up. */
public final class MatchRunner {

    private final GameEngines engines;
    private final Sandbox sandbox;

    public MatchRunner(GameEngines engines, Sandbox sandbox) {
        this.engines = engines;
        this.sandbox = sandbox;
    }

    /**
     * @param artifacts loads a submission's compiled artifact
     * @throws arena.game.api.SeatInfraException when the infrastructure failed (the match is retried)
     */
    public MatchReport run(MatchTask task, LongFunction<byte[]> artifacts) throws InterruptedException {
        return run(task, artifacts, CpuSet.ANY);
    }

    /**
     * @param cpus the cores of the slot that plays: every strategy of the match runs on these
     * @throws arena.game.api.SeatInfraException when the infrastructure failed (the match is retried)
     */
    public MatchReport run(MatchTask task, LongFunction<byte[]> artifacts, CpuSet cpus) throws InterruptedException {
        GameEngine engine = engines.get(task.game());
        MatchSetup setup = new MatchSetup(task.format(), task.map(), task.seed(),
                task.seats().stream().map(SeatTask::name).toList(), task.limits(), task.options());
        SeatHub hub = new SeatHub(setup);
        Map<Integer, RunningStrategy> started = new HashMap<>();
        long start = System.nanoTime();
        try {
            for (int i = 0; i < task.seats().size(); i++) {
                SeatTask seat = task.seats().get(i);
                if (seat.builtIn()) {
                    hub.add(engine.createBot(seat.bot(), i, seat.name(), hub));
                } else {
                    StrategySpec spec = new StrategySpec(i, seat.name(), seat.language(),
                            artifacts.apply(seat.submissionId()), seat.entry(), engine.info().launch(), task.limits(),
                            "match=" + task.matchId() + " seat=" + i, cpus);
                    RunningStrategy strategy = sandbox.start(spec, hub);
                    started.put(i, strategy);
                    hub.add(strategy);
                }
            }
            Outcome outcome = engine.play(hub);
            started.values().forEach(RunningStrategy::kill);
            List<SeatReport> reports = new ArrayList<>();
            for (int i = 0; i < task.seats().size(); i++) {
                RunningStrategy strategy = started.get(i);
                if (strategy == null) {
                    reports.add(SeatReport.BUILT_IN);
                } else {
                    strategy.close();
                    RunningStrategy.Usage usage = strategy.usage();
                    reports.add(new SeatReport(strategy.log(), strategy.lastInput(), usage.cpuMillis(),
                            usage.peakMemoryMb()));
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
}
