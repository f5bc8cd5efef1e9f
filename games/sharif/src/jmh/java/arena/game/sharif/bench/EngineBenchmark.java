package arena.game.sharif.bench;

import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.SeatHub;
import arena.game.sharif.bots.QuickStartBot;
import arena.game.sharif.maps.MapLibrary;
import arena.game.sharif.match.SharifMatch;
import arena.game.sharif.protocol.TurnMessage;
import arena.game.sharif.replay.GameRecord;
import arena.game.sharif.replay.Resimulation;
import arena.game.sharif.rules.Game;
import arena.game.sharif.rules.SharifMap;
import java.time.Duration;
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
import org.openjdk.jmh.infra.Blackhole;

/**
 * Engine speed in turns per second on map7 (40×20, the original map with the longest paths): whole games
 * through the match with four in-process quick-start bots (protocol, JSON both ways, bots' thinking,
 * record), the rules with the four turn messages of every state, and the rules alone replaying the
 * recorded inputs. The {@code turns} counter is the number to read; the primary score counts games.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class EngineBenchmark {

    static final String MAP = "map7";
    static final long SEED = 1;
    private static final Limits LIMITS = new Limits(Duration.ofSeconds(10), Duration.ofSeconds(1), Duration.ZERO, 64,
            8L << 20);

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
        SharifMap map;
        GameRecord record;

        @Setup(Level.Trial)
        public void record() throws InterruptedException {
            map = MapLibrary.load().find(MAP).orElseThrow();
            record = fullGame(map).record();
        }
    }

    static SharifMatch.Result fullGame(SharifMap map) throws InterruptedException {
        List<String> names = List.of("q0", "q1", "q2", "q3");
        SeatHub hub = new SeatHub(new MatchSetup("2v2", MAP, SEED, names, LIMITS, Map.of()));
        for (int i = 0; i < 4; i++) {
            hub.add(new QuickStartBot(i, names.get(i), hub));
        }
        return new SharifMatch(hub, map, SEED).play();
    }

    /** A whole game: the match, the protocol and four quick-start bots, all in this process. */
    @Benchmark
    public Game matchWithFourQuickStartBots(Recorded recorded, Turns turns) throws InterruptedException {
        Game game = fullGame(recorded.map).game();
        turns.turns += game.turn();
        return game;
    }

    /** The rules and the four turn messages of every state: the engine's work without bots or transport. */
    @Benchmark
    public Game rulesAndMessages(Recorded recorded, Turns turns, Blackhole sink) {
        Game game = Resimulation.run(recorded.record, state -> {
            for (int p = 0; p < 4; p++) {
                sink.consume(TurnMessage.turn(state, p));
            }
        });
        turns.turns += game.turn();
        return game;
    }

    /** The rules alone: the recorded picks and commands applied step by step. */
    @Benchmark
    public Game rulesOnly(Recorded recorded, Turns turns) {
        Game game = Resimulation.run(recorded.record, state -> { });
        turns.turns += game.turn();
        return game;
    }
}
