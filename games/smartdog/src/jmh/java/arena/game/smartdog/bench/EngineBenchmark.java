package arena.game.smartdog.bench;

import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.ReplayWriter;
import arena.game.api.SeatHub;
import arena.game.smartdog.SmartDogEngine;
import arena.game.smartdog.replay.Frame;
import arena.game.smartdog.replay.GameRecord;
import arena.game.smartdog.replay.ReplayReader;
import arena.game.smartdog.replay.Resimulation;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Engine speed in turns per second on the largest original map (capture-the-sheep, 56x30 with four players,
 * 20 dogs): whole quartets through the engine with four in-process herding bots (protocol, bots' thinking,
 * replay), and the rules alone replaying a recorded game's inputs. The {@code turns} counter is the number to
 * read; the primary score counts games.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class EngineBenchmark {

    /** Turns played, reported by JMH as a rate next to the score. */
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    @State(Scope.Thread)
    public static class Turns {
        public long turns;

        @Setup(Level.Iteration)
        public void reset() {
            turns = 0;
        }
    }

    @State(Scope.Benchmark)
    public static class Recorded {
        SmartDogEngine engine;
        GameRecord game;

        @Setup(Level.Trial)
        public void record() throws InterruptedException {
            engine = new SmartDogEngine();
            game = ReplayReader.read(ReplayWriter.read(quartet(engine).replay()));
        }
    }

    static Outcome quartet(SmartDogEngine engine) throws InterruptedException {
        List<String> names = List.of("h1", "h2", "h3", "h4");
        SeatHub hub = new SeatHub(new MatchSetup("quartet", "capture-the-sheep", 1, names, SmartDogEngine.LIMITS,
                Map.of()));
        for (int i = 0; i < 4; i++) {
            hub.add(engine.createBot("herding", i, names.get(i), hub));
        }
        return engine.play(hub);
    }

    /** A full 600-turn quartet: engine, protocol and four herding bots, all in this process. */
    @Benchmark
    public Outcome quartetWithFourHerdingBots(Recorded recorded, Turns turns) throws InterruptedException {
        Outcome outcome = quartet(recorded.engine);
        turns.turns += outcome.turns();
        return outcome;
    }

    /** The rules alone: the same game's recorded lines applied turn by turn, no I/O, no bots. */
    @Benchmark
    public List<Frame> rulesOnly(Recorded recorded, Turns turns) {
        List<Frame> frames = Resimulation.frames(recorded.game);
        turns.turns += frames.size() - 1;
        return frames;
    }
}
