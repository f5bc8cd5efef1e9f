package arena.platform.bench;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.GameEngines;
import arena.game.api.ReplayWriter;
import arena.platform.Installed;
import arena.sandbox.Sandbox;
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
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The wall time of a full 4x3 troopers game of four Java starter packs (four JVMs, one container each) in
 * Docker, against the strategies' own answer times recorded in the replay. Run by name only:
 * {@code mvn -pl platform -am verify -Dit.test=TroopersGameBenchmark -Dtest=NONE
 * -Dsurefire.failIfNoSpecifiedTests=false}; writes {@code target/benchmarks/troopers-game.md}.
 */
class TroopersGameBenchmark {

    private static final int SEEDS = 2;

    @Test
    void fourJavaPacksInDocker() throws Exception {
        var engine = GameEngines.load().get("troopers");
        byte[] pack;
        try (InputStream in = getClass().getClassLoader().getResourceAsStream("arena/game/troopers/packs/troopers-java.zip")) {
            pack = in.readAllBytes();
        }
        StringBuilder table = new StringBuilder("| Seed | Moves played | Actions | Wall time (start to cleanup) "
                + "| Sum of answer times (4 JVMs) |\n|---|---|---|---|---|\n");
        try (Sandbox docker = Installed.docker()) {
            BuildResult build = docker.build(new BuildRequest("java", pack, Duration.ofMinutes(2), "bench"));
            assertThat(build.ok()).as(build.log()).isTrue();
            MatchRunner runner = new MatchRunner(GameEngines.load(), docker);
            for (int seed = 1; seed <= SEEDS; seed++) {
                List<SeatTask> seats = new ArrayList<>();
                for (int i = 0; i < 4; i++) {
                    seats.add(SeatTask.strategy("java" + (i + 1), 1, "java", build.entry()));
                }
                MatchTask task = new MatchTask(seed, "troopers", "4x3", "map01", seed, engine.info().limits(), Map.of(), seats);
                MatchReport report = runner.run(task, id -> build.artifact());
                assertThat(report.outcome().results()).allSatisfy(r -> assertThat(r.verdict().ok()).isTrue());
                JsonNode replay = ReplayWriter.read(report.outcome().replay());
                long actions = 0;
                long answerMs = 0;
                for (JsonNode event : replay.get("events")) {
                    if (event.has("action")) {
                        actions++;
                        answerMs += event.path("ms").asLong();
                    }
                }
                table.append(String.format("| %d | %d | %d | %d ms | %d ms |%n", seed, replay.get("movesPlayed").asInt(),
                        actions, report.wallMillis(), answerMs));
            }
        }
        System.out.println(table);
        Path out = Path.of("target", "benchmarks", "troopers-game.md");
        Files.createDirectories(out.getParent());
        Files.writeString(out, table);
    }
}
