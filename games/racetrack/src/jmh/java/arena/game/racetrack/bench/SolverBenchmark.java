package arena.game.racetrack.bench;

import arena.game.racetrack.maps.SandboxTrack;
import arena.game.racetrack.maps.Track;
import arena.game.racetrack.maps.TrackParser;
import arena.game.racetrack.solver.Solution;
import arena.game.racetrack.solver.Solver;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** The reference solver's time to the optimal lap on each sandbox track. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class SolverBenchmark {

    @Param({"T1", "T2", "T3", "T4", "T5"})
    public String trackId;

    private Track track;

    @Setup
    public void setUp() {
        SandboxTrack sandbox = SandboxTrack.SANDBOX.stream().filter(t -> t.id().equals(trackId)).findFirst()
                .orElseThrow();
        track = new TrackParser().parse(sandbox.text());
    }

    @Benchmark
    public Solution solve() {
        return new Solver().solve(track);
    }
}
