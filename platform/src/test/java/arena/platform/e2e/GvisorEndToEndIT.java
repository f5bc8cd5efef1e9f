package arena.platform.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import arena.platform.Installed;
import arena.platform.embedded.WorkerProperties;
import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.model.Container;
import com.github.dockerjava.core.DefaultDockerClientConfig;
import com.github.dockerjava.core.DockerClientImpl;
import com.github.dockerjava.zerodep.ZerodepDockerHttpClient;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.web.servlet.MockMvc;
import tools.jackson.databind.JsonNode;

/**
 * A site whose worker runs its containers under gVisor ({@code ARENA_DOCKER_RUNTIME=runsc}) accepts racetrack's Python
 * starter pack with the same times as under runc; every container of it, the build's and the games', is seen running
 * under runsc, and the admin's workers page hears the runtime from the worker. Skips without Docker's runsc unless
 * {@code ARENA_REQUIRE_GVISOR=true}.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
@TestPropertySource(properties = {"arena.worker.sandbox=docker", "arena.worker.docker-runtime=runsc",
        "arena.worker.slots=1"})
class GvisorEndToEndIT {

    private static final Duration PIPELINE = Duration.ofMinutes(8);
    private static final Map<String, String> SIMPLE_TIMES = Map.of("T1", "39.000000", "T2", "107.000000",
            "T3", "199.000000", "T4", "255.000000", "T5", "1079.000000");

    @Autowired
    MockMvc mvc;
    @Autowired
    WorkerProperties worker;
    @Autowired
    JdbcTemplate jdbc;

    @BeforeAll
    static void gvisorIsUsable() {
        Installed.gvisor();
    }

    @Test
    void theRacetrackPythonPackIsAcceptedWithEveryContainerUnderGvisor() throws Exception {
        Map<String, String> runtimes = new ConcurrentHashMap<>();
        Thread watcher = new Thread(() -> watch(worker.id(), runtimes), "container-watcher");
        watcher.setDaemon(true);
        watcher.start();
        JsonNode submission;
        try {
            ApiClient client = new ApiClient(mvc).register("gv" + UUID.randomUUID().toString().substring(0, 6),
                    "seven-quiet-harbors");
            JsonNode queued = client.upload("racetrack", "python", "racetrack-python.zip",
                    ApiClient.resource("arena/game/racetrack/packs/racetrack-python.zip"));
            submission = client.await("/api/submissions/" + queued.get("id").asLong(),
                    found -> found.get("status").asString().matches("ACCEPTED|REJECTED"), PIPELINE);
        } finally {
            watcher.interrupt();
            watcher.join();
        }

        assertThat(submission.get("status").asString()).as(submission.toString()).isEqualTo("ACCEPTED");
        Map<String, String> times = new java.util.LinkedHashMap<>();
        for (JsonNode game : submission.get("acceptance")) {
            times.put(game.get("map").asString(), game.get("seats").get(0).get("score").asString());
        }
        assertThat(times).isEqualTo(SIMPLE_TIMES);

        // role -> runtime of each container seen: the build's and the strategies'
        assertThat(runtimes.keySet()).as("containers seen: " + runtimes)
                .anyMatch(seen -> seen.startsWith("build ")).anyMatch(seen -> seen.startsWith("strategy "));
        assertThat(runtimes.values()).as(runtimes.toString()).containsOnly("runsc");
        assertThat(jdbc.queryForObject("select runtime from workers where id = ?", String.class, worker.id()))
                .isEqualTo("runsc");
    }

    /** Notes each container of the worker as "role id" with its HostConfig.Runtime, until interrupted. */
    private static void watch(String workerId, Map<String, String> runtimes) {
        DefaultDockerClientConfig config = DefaultDockerClientConfig.createDefaultConfigBuilder().withApiVersion("1.41").build();
        try (DockerClient docker = DockerClientImpl.getInstance(config,
                new ZerodepDockerHttpClient.Builder().dockerHost(config.getDockerHost()).build())) {
            while (!Thread.currentThread().isInterrupted()) {
                List<Container> containers = docker.listContainersCmd().withShowAll(true)
                        .withLabelFilter(Map.of("arena.worker", workerId)).exec();
                for (Container container : containers) {
                    String key = container.getLabels().get("arena.role") + " " + container.getId();
                    if (!runtimes.containsKey(key)) {
                        try {
                            runtimes.put(key, String.valueOf(docker.inspectContainerCmd(container.getId()).exec()
                                    .getHostConfig().getRuntime()));
                        } catch (RuntimeException gone) {
                            // removed between the listing and the inspection: the next one is looked at
                        }
                    }
                }
                Thread.sleep(50);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception e) {
            runtimes.put("error", e.toString());
        }
    }
}
