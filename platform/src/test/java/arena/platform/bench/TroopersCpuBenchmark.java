package arena.platform.bench;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.AcceptanceGame;
import arena.game.api.GameEngine;
import arena.game.api.GameEngines;
import arena.game.api.MatchSetup;
import arena.game.api.ReplayWriter;
import arena.game.api.SeatResult;
import arena.platform.Installed;
import arena.sandbox.CpuSet;
import arena.sandbox.Sandbox;
import arena.sandbox.build.BuildRequest;
import arena.sandbox.build.BuildResult;
import arena.sandbox.worker.MatchReport;
import arena.sandbox.worker.MatchRunner;
import arena.sandbox.worker.MatchTask;
import arena.sandbox.worker.SeatTask;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The CPU bill of a Java troopers submission in Docker, as the CPU budget sees it (the container's cgroup: the
 * strategy's threads, the JIT's and the GC's): the three acceptance games (D38, 3 moves, every squad played by
 * the submission), each seat's CPU time against its budget. Run by name only:
 * {@code mvn -pl platform -am verify -Dit.test=TroopersCpuBenchmark -Dtest=NONE
 * -Dsurefire.failIfNoSpecifiedTests=false} with {@code -Darena.bench.zip=strategy.zip} (a whole Java pack with its
 * {@code MyStrategy}; the Java starter pack by default), {@code -Darena.bench.name=Name} (the seats' names),
 * {@code -Darena.bench.runs=N} (seeds 1, 2, 3... one per game) and {@code -Darena.bench.cpus=1} (the cores of the
 * slot, as a worker pins them; any by default); writes {@code target/benchmarks/troopers-cpu.md} with each seat's
 * first and slowest trooper turn (answer times summed per turn, as the 2 s limit sums them).
 */
class TroopersCpuBenchmark {

    @Test
    void acceptanceGamesCpuBill() throws Exception {
        GameEngine engine = GameEngines.load().get("troopers");
        String name = System.getProperty("arena.bench.name", "java");
        int runs = Integer.getInteger("arena.bench.runs", 1);
        String cores = System.getProperty("arena.bench.cpus", "");
        CpuSet cpus = cores.isEmpty() ? CpuSet.ANY : CpuSet.parse(cores);
        StringBuilder table = new StringBuilder("| Seed | Format | Seat | Verdict | CPU time | CPU budget | First turn "
                + "| Slowest turn |\n|---|---|---|---|---|---|---|---|\n");
        try (Sandbox docker = Installed.docker()) {
            BuildResult build = docker.build(new BuildRequest("java", submission(), Duration.ofMinutes(2), "bench"));
            assertThat(build.ok()).as(build.log()).isTrue();
            MatchRunner runner = new MatchRunner(GameEngines.load(), docker);
            long seed = 1;
            for (int run = 1; run <= runs; run++) {
                for (AcceptanceGame game : engine.acceptanceGames()) {
                    int seats = engine.info().format(game.format()).orElseThrow().seats();
                    List<SeatTask> tasks = new ArrayList<>();
                    List<String> names = new ArrayList<>();
                    for (int i = 0; i < seats; i++) {
                        names.add(i == 0 ? name : name + " (" + (i + 1) + ")");
                        tasks.add(SeatTask.strategy(names.get(i), 1, "java", build.entry()));
                    }
                    MatchTask task = new MatchTask(seed, "troopers", game.format(), game.map(), seed,
                            engine.info().limits(), game.options(), tasks);
                    long budget = engine.seatLimits(new MatchSetup(game.format(), game.map(), seed, names,
                            engine.info().limits(), game.options())).cpu().toMillis();
                    MatchReport report = runner.run(task, submissionId -> build.artifact(), cpus);
                    Map<Long, List<Long>> turns = turnTimes(ReplayWriter.read(report.outcome().replay()));
                    for (int i = 0; i < seats; i++) {
                        SeatResult result = report.outcome().results().get(i);
                        List<Long> times = turns.getOrDefault(i + 1L, List.of());
                        table.append(String.format("| %d | %s | %d | %s | %d ms | %d ms | %s | %s |%n", seed,
                                game.format(), i + 1, verdict(result), report.seats().get(i).cpuMillis(), budget,
                                times.isEmpty() ? "-" : times.get(0) + " ms",
                                times.isEmpty() ? "-" : Collections.max(times) + " ms"));
                    }
                    seed++;
                }
            }
        }
        System.out.println(table);
        Path out = Path.of("target", "benchmarks", "troopers-cpu.md");
        Files.createDirectories(out.getParent());
        Files.writeString(out, table);
    }

    /** The zip of {@code arena.bench.zip}, else the Java starter pack. */
    private byte[] submission() throws IOException {
        String zip = System.getProperty("arena.bench.zip", "");
        if (!zip.isEmpty()) {
            return Files.readAllBytes(Path.of(zip));
        }
        try (InputStream in = getClass().getClassLoader().getResourceAsStream("arena/game/troopers/packs/troopers-java.zip")) {
            return in.readAllBytes();
        }
    }

    private static String verdict(SeatResult result) {
        return result.verdict().ok() ? "OK" : result.verdict().code() + ": " + result.verdict().message();
    }

    /** Each player's answer time per trooper turn (its actions' times summed, as the 2 s limit sums them), in order. */
    private static Map<Long, List<Long>> turnTimes(JsonNode replay) {
        Map<Long, Long> owners = new HashMap<>();
        for (JsonNode trooper : replay.get("troopers")) {
            owners.put(trooper.get("id").asLong(), trooper.get("player").asLong());
        }
        Map<Long, List<Long>> turns = new HashMap<>();
        List<Long> current = null;
        for (JsonNode event : replay.get("events")) {
            if (event.has("turn")) {
                current = turns.computeIfAbsent(owners.get(event.get("turn").asLong()), player -> new ArrayList<>());
                current.add(0L);
            } else if (event.has("action") && current != null) {
                current.set(current.size() - 1, current.get(current.size() - 1) + event.path("ms").asLong());
            }
        }
        return turns;
    }
}
