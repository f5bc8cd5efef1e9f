package arena.game.racetrack.bench;

import arena.game.racetrack.maps.SandboxTrack;
import arena.game.racetrack.maps.Track;
import arena.game.racetrack.maps.TrackParser;
import arena.game.racetrack.rules.Checker;
import arena.game.racetrack.rules.Result;
import arena.game.racetrack.solver.Solver;
import arena.game.racetrack.solver.TrivialAnswer;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** Checking one answer on T5, the contest-sized sandbox track: the trivial 1079 moves and the optimal 112. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class EvaluateBenchmark {

    private Track t5;
    private String simple;
    private String optimal;

    @Setup
    public void setUp() {
        t5 = new TrackParser().parse(SandboxTrack.T5.text());
        simple = TrivialAnswer.of(t5);
        optimal = new Solver().solve(t5).moves();
    }

    @Benchmark
    public Result evaluateSimpleT5() {
        return Checker.evaluate(t5, simple);
    }

    @Benchmark
    public Result evaluateOptimalT5() {
        return Checker.evaluate(t5, optimal);
    }

    @Benchmark
    public Track parseT5() {
        return new TrackParser().parse(SandboxTrack.T5.text());
    }
}
