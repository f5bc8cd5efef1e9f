package arena.platform.bench;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.EngineInfo;
import arena.game.api.GameEngine;
import arena.game.api.GameEngines;
import arena.platform.Installed;
import arena.sandbox.Sandbox;
import arena.sandbox.Sandboxes;
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
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The whole overhead of a sandboxed racetrack run (the five built-in tracks, one match each: start the
 * strategy, wait until it listens, one request, stop and clean up) against the same run with local
 * processes, measured in one run. Not part of the suite (its name ends in Benchmark); run it with
 * {@code mvn -pl platform -am verify -Dit.test=SandboxOverheadBenchmark -Dtest=NONE
 * -Dsurefire.failIfNoSpecifiedTests=false}. It writes {@code target/benchmarks/sandbox-overhead.md}.
 */
class SandboxOverheadBenchmark {

    private static final int ROUNDS = 5;

    @Test
    void racetrackRunLocalVersusDocker() throws Exception {
        Sandbox docker = Installed.docker();
        GameEngine racetrack = GameEngines.load().get("racetrack");
        EngineInfo info = racetrack.info();
        Map<String, Sandbox> sandboxes = new LinkedHashMap<>();
        sandboxes.put("plain local processes", Sandboxes.create("unsafe-local"));
        sandboxes.put("isolated local processes", Sandboxes.create("local"));
        sandboxes.put("Docker", docker);
        StringBuilder table = new StringBuilder("| Language | Sandbox | Compile | Five-track run (median of " + ROUNDS
                + ") | Per track |\n|---|---|---|---|---|\n");
        for (String language : List.of("python", "java")) {
            byte[] pack = resource("arena/game/racetrack/packs/racetrack-" + language + ".zip");
            for (Map.Entry<String, Sandbox> sandbox : sandboxes.entrySet()) {
                long compileStart = System.nanoTime();
                BuildResult build = sandbox.getValue().build(new BuildRequest(language, pack, Duration.ofMinutes(2), "bench"));
                long compileMillis = (System.nanoTime() - compileStart) / 1_000_000;
                assertThat(build.ok()).as(build.log()).isTrue();
                MatchRunner runner = new MatchRunner(GameEngines.load(), sandbox.getValue());
                List<Long> runs = new ArrayList<>();
                for (int round = 0; round < ROUNDS; round++) {
                    long start = System.nanoTime();
                    for (var map : info.maps()) {
                        MatchTask task = new MatchTask(round, "racetrack", "solo", map.id(), round, info.limits(), Map.of(),
                                List.of(SeatTask.strategy("bench", 1, language, build.entry())));
                        MatchReport report = runner.run(task, id -> build.artifact());
                        assertThat(report.outcome().result(0).status()).isEqualTo("FINISHED");
                    }
                    runs.add((System.nanoTime() - start) / 1_000_000);
                }
                Collections.sort(runs);
                long median = runs.get(runs.size() / 2);
                table.append("| ").append(language).append(" | ").append(sandbox.getKey()).append(" | ").append(compileMillis)
                        .append(" ms | ").append(median).append(" ms | ").append(median / info.maps().size()).append(" ms |\n");
            }
        }
        sandboxes.values().forEach(Sandbox::close);
        System.out.println(table);
        Path out = Path.of("target", "benchmarks", "sandbox-overhead.md");
        Files.createDirectories(out.getParent());
        Files.writeString(out, table);
    }

    private static byte[] resource(String path) throws Exception {
        try (InputStream in = SandboxOverheadBenchmark.class.getClassLoader().getResourceAsStream(path)) {
            return in.readAllBytes();
        }
    }
}
