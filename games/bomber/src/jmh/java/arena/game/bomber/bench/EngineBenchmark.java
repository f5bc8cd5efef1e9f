package arena.game.bomber.bench;

import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.SeatHub;
import arena.game.bomber.BomberEngine;
import arena.game.bomber.replay.RecordedGame;
import arena.game.bomber.replay.ReplayReader;
import arena.game.bomber.rules.Board;
import arena.game.bomber.rules.Tick;
import arena.game.bomber.rules.TickInput;
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
 * Engine speed in ticks per second: whole matches through the engine with four in-process quick-start
 * bots (protocol, JSON, bots' thinking, replay), and the rules alone replaying a recorded game's inputs.
 * The {@code ticks} counter is the number to read; the primary score counts games.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class EngineBenchmark {

    /** Ticks played, reported by JMH as a rate next to the score. */
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    @State(Scope.Thread)
    public static class Ticks {
        public long ticks;

        @Setup(Level.Iteration)
        public void reset() {
            ticks = 0;
        }
    }

    @State(Scope.Benchmark)
    public static class Recorded {
        BomberEngine engine;
        RecordedGame game;

        @Setup(Level.Trial)
        public void record() throws InterruptedException {
            engine = new BomberEngine();
            game = ReplayReader.read(fullGame(engine, 1).replay());
        }
    }

    static Outcome fullGame(BomberEngine engine, long seed) throws InterruptedException {
        List<String> names = List.of("q1", "q2", "q3", "q4");
        SeatHub hub = new SeatHub(new MatchSetup("4p", "classic", seed, names, BomberEngine.LIMITS, Map.of()));
        for (int i = 0; i < 4; i++) {
            hub.add(engine.createBot("quickstart", i, names.get(i), hub));
        }
        return engine.play(hub);
    }

    /** A full 4-player match: engine, protocol and four quick-start bots, all in this process. */
    @Benchmark
    public Outcome matchWithFourQuickStartBots(Recorded recorded, Ticks ticks) throws InterruptedException {
        Outcome outcome = fullGame(recorded.engine, 1);
        ticks.ticks += outcome.turns();
        return outcome;
    }

    /** The rules alone: the same game's recorded inputs applied tick by tick, no I/O, no bots. */
    @Benchmark
    public Board rulesOnly(Recorded recorded, Ticks ticks) {
        RecordedGame game = recorded.game;
        Board board = Board.start(game.map(), game.rules(), game.names());
        for (TickInput input : game.ticks()) {
            for (int id : input.crashedNow()) {
                board.player(id).crash();
            }
            Tick.apply(board, game.rules(), input.commands(), input.order());
            ticks.ticks++;
        }
        return board;
    }
}
