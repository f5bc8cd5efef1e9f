package arena.game.troopers.bench;

import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.SeatHub;
import arena.game.troopers.TroopersEngine;
import arena.game.troopers.maps.MapLibrary;
import arena.game.troopers.protocol.ServerMessages;
import arena.game.troopers.rules.Reachability;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Troopers' engine speed: whole 4x3 matches with four in-process quick-start bots speaking the binary
 * protocol (the {@code moves} counter is the number to read), and the reachability matrix of spec §4.2 built
 * for each map. The trial's set-up prints the bytes the server sends each player in one such game.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class EngineBenchmark {

    private static final Limits LIMITS = TroopersEngine.LIMITS.withTimes(Duration.ofSeconds(10), Duration.ofSeconds(10),
            Duration.ZERO);

    /** Moves played (of 50 per game unless a squad is left alone earlier), reported as a rate. */
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    @State(Scope.Thread)
    public static class Moves {
        public long moves;

        @Setup(Level.Iteration)
        public void reset() {
            moves = 0;
        }
    }

    @State(Scope.Benchmark)
    public static class Engine {
        TroopersEngine engine;

        @Setup(Level.Trial)
        public void start() throws InterruptedException {
            engine = new TroopersEngine();
            printBytesSent(fullGame(engine, 1));
        }
    }

    @State(Scope.Benchmark)
    public static class Maps {
        @Param({"default", "map01", "map02", "map03", "map04", "map05", "map06", "cheeser", "fefer", "empty"})
        public String map;
        MapLibrary library;

        @Setup(Level.Trial)
        public void load() {
            library = MapLibrary.load();
        }
    }

    static Outcome fullGame(TroopersEngine engine, long seed) throws InterruptedException {
        List<String> names = List.of("q1", "q2", "q3", "q4");
        SeatHub hub = new SeatHub(new MatchSetup("4x3", "map01", seed, names, LIMITS, Map.of()));
        for (int i = 0; i < names.size(); i++) {
            hub.add(engine.createBot("quickstart", i, names.get(i), hub));
        }
        return engine.play(hub);
    }

    /** Every byte the server wrote to each player: the recorded stream plus the map blocks it leaves out. */
    static void printBytesSent(Outcome outcome) {
        JsonNode replay = JsonMapper.builder().build().readTree(outcome.replay());
        var terrain = MapLibrary.load().find(replay.get("map").get("id").asString()).orElseThrow().terrain();
        int mapBlocks = ServerMessages.mapBlockBytes(terrain.width(), terrain.height());
        long total = 0;
        for (JsonNode stream : replay.get("streams")) {
            long bytes = Base64.getDecoder().decode(stream.get("bytes").asString()).length + mapBlocks;
            total += bytes;
            System.out.printf("bytes sent to player %d in a %d-move 4x3 game: %,d (map blocks %,d)%n",
                    stream.get("player").asInt(), replay.get("movesPlayed").asInt(), bytes, mapBlocks);
        }
        System.out.printf("bytes sent per game: %,d%n", total);
    }

    /** A full 4x3 match: engine, protocol and four quick-start bots, all in this process. */
    @Benchmark
    public Outcome matchWithFourQuickStartBots(Engine engine, Moves moves) throws InterruptedException {
        Outcome outcome = fullGame(engine.engine, 1);
        moves.moves += outcome.turns();
        return outcome;
    }

    /** The matrix of spec §4.2 for one map (the library caches it per map; this builds it afresh). */
    @Benchmark
    public Reachability reachabilityMatrix(Maps maps) {
        return Reachability.of(maps.library.find(maps.map).orElseThrow().terrain());
    }
}
