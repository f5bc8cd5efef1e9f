package arena.platform.bench;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.GameEngines;
import arena.platform.Installed;
import arena.game.api.ReplayWriter;
import arena.sandbox.Sandbox;
import arena.sandbox.Sandboxes;
import arena.sandbox.WorkerIds;
import arena.sandbox.build.BuildRequest;
import arena.sandbox.build.BuildResult;
import arena.sandbox.worker.MatchReport;
import arena.sandbox.worker.MatchRunner;
import arena.sandbox.worker.MatchTask;
import arena.sandbox.worker.SeatTask;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The wall time of a full 4-player bomber game of four Python starter packs, sandboxed in Docker and as
 * local processes, against the bots' own thinking time recorded in the replay. Run by name only:
 * {@code mvn -pl platform -am verify -Dit.test=BomberGameBenchmark -Dtest=NONE
 * -Dsurefire.failIfNoSpecifiedTests=false}; writes {@code target/benchmarks/bomber-game.md}.
 * {@code -Dbenchmark.runtimes=runc,runsc} plays the Docker games under each of these runtimes in turn (runc against
 * gVisor in one run); {@code -Dbenchmark.local=false} leaves the local processes out.
 */
class BomberGameBenchmark {

    private static final int SEEDS = 5;
    private static final List<String> RUNTIMES = List.of(System.getProperty("benchmark.runtimes", "runc").split(","));
    private static final boolean LOCAL = !"false".equals(System.getProperty("benchmark.local"));

    @Test
    void fourPythonBotsLocalVersusDocker() throws Exception {
        Map<String, Sandbox> sandboxes = new LinkedHashMap<>();
        if (LOCAL) {
            sandboxes.put("plain local processes", Sandboxes.create("unsafe-local"));
            sandboxes.put("isolated local processes", Sandboxes.create("local"));
        }
        for (String runtime : RUNTIMES) {
            Installed.docker().close(); // skips (or fails) without Docker, with the reason
            sandboxes.put("Docker (" + runtime + ")", Sandboxes.create("docker", WorkerIds.fromEnvironment(""), runtime));
        }
        var engine = GameEngines.load().get("bomber");
        byte[] pack;
        try (InputStream in = getClass().getClassLoader().getResourceAsStream("arena/game/bomber/packs/bomber-python.zip")) {
            pack = in.readAllBytes();
        }
        StringBuilder table = new StringBuilder("| Sandbox | Seed | Ticks | Wall time (start to cleanup) | Sum of answer times "
                + "(4 bots) | Critical path | Wall minus critical path, per tick |\n|---|---|---|---|---|---|---|\n");
        for (Map.Entry<String, Sandbox> sandbox : sandboxes.entrySet()) {
            BuildResult build = sandbox.getValue().build(new BuildRequest("python", pack, Duration.ofMinutes(2), "bench"));
            assertThat(build.ok()).as(build.log()).isTrue();
            MatchRunner runner = new MatchRunner(GameEngines.load(), sandbox.getValue());
            for (int seed = 1; seed <= SEEDS; seed++) {
                List<SeatTask> seats = new ArrayList<>();
                for (int i = 0; i < 4; i++) {
                    seats.add(SeatTask.strategy("py" + (i + 1), 1, "python", build.entry()));
                }
                MatchTask task = new MatchTask(seed, "bomber", "4p", "classic", seed, engine.info().limits(), Map.of(), seats);
                MatchReport report = runner.run(task, id -> build.artifact());
                assertThat(report.outcome().results()).allSatisfy(r -> assertThat(r.verdict().ok()).isTrue());
                JsonNode replay = ReplayWriter.read(report.outcome().replay());
                double sum = 0;
                double critical = 0;
                for (JsonNode tick : replay.get("ticks")) {
                    double slowest = 0;
                    for (JsonNode ms : tick.get("timeMs")) {
                        sum += ms.asDouble();
                        slowest = Math.max(slowest, ms.asDouble());
                    }
                    critical += slowest;
                }
                int ticks = report.outcome().turns();
                table.append(String.format("| %s | %d | %d | %d ms | %.0f ms | %.0f ms | %.2f ms |%n", sandbox.getKey(), seed,
                        ticks, report.wallMillis(), sum, critical, (report.wallMillis() - critical) / ticks));
            }
        }
        sandboxes.values().forEach(Sandbox::close);
        System.out.println(table);
        Path out = Path.of("target", "benchmarks", "bomber-game.md");
        Files.createDirectories(out.getParent());
        Files.writeString(out, table);
    }
}
