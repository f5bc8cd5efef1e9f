package arena.platform.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import arena.platform.ArenaApplication;
import arena.platform.Installed;
import arena.sandbox.Sandbox;
import arena.sandbox.docker.DockerSandbox;
import arena.testing.Eventually;
import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.async.ResultCallback;
import com.github.dockerjava.api.model.Frame;
import com.github.dockerjava.core.DefaultDockerClientConfig;
import com.github.dockerjava.core.DockerClientImpl;
import com.github.dockerjava.zerodep.ZerodepDockerHttpClient;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.webmvc.test.autoconfigure.SpringBootMockMvcBuilderCustomizer;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.setup.DefaultMockMvcBuilder;
import org.springframework.test.web.servlet.setup.MockMvcBuilders;
import org.springframework.web.context.WebApplicationContext;
import tools.jackson.databind.JsonNode;

/**
 * Two sites on one Docker engine, each with its own database and an embedded worker in Docker whose id it makes
 * up itself (no {@code ARENA_WORKER_ID}), play a game each at the same time. Both number their games from 1, so
 * both play match 1. Site B starts while A's game runs, and A's game ends while B's runs: neither B's start-up
 * nor the end of A's match 1 removes the other's container, and both games end with verdict OK. The strategy
 * holds its first answer until the test lets it go, so the games overlap however slowly the sites start. One
 * attempt per job, so a container removed from under a game is not hidden by a retry. Skips without a usable
 * Docker unless {@code ARENA_REQUIRE_DOCKER=true}.
 */
class TwoSitesOnOneDockerIT {

    private static final Duration PIPELINE = Duration.ofMinutes(5);
    /** Answers pong to every ping once the file /tmp/go exists in its container, which the test creates. */
    private static final String WAITS_FOR_GO = """
            import os, sys, time
            for line in sys.stdin:
                while not os.path.exists('/tmp/go'):
                    time.sleep(0.05)
                print('pong', flush=True)
            """;

    @BeforeAll
    static void dockerIsUsable() {
        Installed.dockerIsolates();
    }

    @Test
    void twoSitesPlayAtOnceOnOneEngineAndNeitherRemovesTheOthersContainer() throws Exception {
        try (Site a = Site.start()) {
            Game gameA = a.startHeldGame();
            try (Site b = Site.start()) {
                assertThat(a.containers()).as("A's game container after B's start-up").containsExactly(gameA.container());
                Game gameB = b.startHeldGame();
                assertThat(gameB.match()).as("both sites number their games alike").isEqualTo(gameA.match());

                a.release(gameA);
                assertThat(b.containers()).as("B's game container after A's match " + gameA.match() + " ended")
                        .containsExactly(gameB.container());
                b.release(gameB);
            }
        }
    }

    /** A submission whose acceptance game runs, held at its first answer in its container. */
    private record Game(long submission, long match, String container) {
    }

    /** One site: its context (own database and data folder, embedded worker on Docker), its API and its sandbox. */
    private record Site(ConfigurableApplicationContext context, ApiClient client, DockerSandbox sandbox)
            implements AutoCloseable {

        static Site start() throws Exception {
            ConfigurableApplicationContext context = new SpringApplicationBuilder(ArenaApplication.class).profiles("test")
                    .run("--arena.worker.sandbox=docker", "--arena.worker.slots=1", "--arena.worker.id=",
                            "--arena.jobs.max-attempts=1", "--arena.submission.held-retry=1h",
                            "--arena.limits.games.ping.startup=5m", "--arena.limits.games.ping.move=5m");
            WebApplicationContext web = (WebApplicationContext) context;
            DefaultMockMvcBuilder builder = MockMvcBuilders.webAppContextSetup(web);
            new SpringBootMockMvcBuilderCustomizer(web).customize(builder);
            MockMvc mvc = builder.build();
            ApiClient client = new ApiClient(mvc).register("ts" + UUID.randomUUID().toString().substring(0, 6),
                    "seven-quiet-harbors");
            return new Site(context, client, (DockerSandbox) context.getBean(Sandbox.class));
        }

        Game startHeldGame() throws Exception {
            long id = client.upload("ping", "python", "main.py", WAITS_FOR_GO.getBytes(StandardCharsets.UTF_8))
                    .get("id").asLong();
            JsonNode running = client.await("/api/submissions/" + id, found -> found.get("acceptance").size() == 1
                    && found.get("acceptance").get(0).get("status").asString().equals("RUNNING"), PIPELINE);
            long match = running.get("acceptance").get(0).get("matchId").asLong();
            Eventually.await("a container for match " + match, PIPELINE).pollInterval(Duration.ofMillis(50))
                    .until(() -> !containers().isEmpty());
            assertThat(containers()).as("the game's one container").hasSize(1);
            return new Game(id, match, containers().get(0));
        }

        /** Lets the game's strategy answer, and waits for the game: it must end OK and accept the submission. */
        void release(Game game) throws Exception {
            touchGo(game.container());
            JsonNode done = client.await("/api/submissions/" + game.submission(),
                    found -> found.get("status").asString().matches("ACCEPTED|REJECTED|HELD"), PIPELINE);
            assertThat(done.get("status").asString()).as(done.toString()).isEqualTo("ACCEPTED");
            JsonNode played = done.get("acceptance").get(0);
            assertThat(played.get("matchId").asLong()).isEqualTo(game.match());
            assertThat(played.get("status").asString()).isEqualTo("FINISHED");
            assertThat(played.get("seats").get(0).get("verdict").asString()).as(done.toString()).isEqualTo("OK");
        }

        List<String> containers() {
            return sandbox.reaper().containers();
        }

        @Override
        public void close() {
            context.close();
        }
    }

    /** {@code docker exec <container> touch /tmp/go}, as the container's own user. */
    private static void touchGo(String container) throws Exception {
        DefaultDockerClientConfig config = DefaultDockerClientConfig.createDefaultConfigBuilder()
                .withApiVersion("1.41").build();
        try (DockerClient docker = DockerClientImpl.getInstance(config, new ZerodepDockerHttpClient.Builder()
                .dockerHost(config.getDockerHost()).sslConfig(config.getSSLConfig()).build())) {
            String exec = docker.execCreateCmd(container).withCmd("touch", "/tmp/go").withAttachStdout(true)
                    .withAttachStderr(true).exec().getId();
            assertThat(docker.execStartCmd(exec).exec(new ResultCallback.Adapter<Frame>())
                    .awaitCompletion(30, TimeUnit.SECONDS)).as("docker exec ended").isTrue();
            assertThat(docker.inspectExecCmd(exec).exec().getExitCodeLong()).as("touch /tmp/go").isZero();
        }
    }
}
