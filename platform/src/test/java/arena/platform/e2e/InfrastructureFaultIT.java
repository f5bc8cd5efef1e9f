package arena.platform.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.multipart;

import arena.platform.Installed;
import arena.sandbox.Sandbox;
import arena.sandbox.docker.DockerSandbox;
import arena.testing.Eventually;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.http.HttpHeaders;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;
import tools.jackson.databind.JsonNode;

/**
 * The container of a strategy is removed from outside while its acceptance game runs in the site's own
 * worker: the submission is held (not rejected), costs its owner no submission, and is accepted when an
 * admin tries it again; the crash list shows the attempt as the infrastructure's ({@code INFRA_ERROR}), not the player's.
 * One attempt per job, so that one fault exhausts the queue's own retries. Skips
 * without a usable Docker unless {@code ARENA_REQUIRE_DOCKER=true}.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
@TestPropertySource(properties = {"arena.worker.sandbox=docker", "arena.worker.slots=1", "arena.jobs.max-attempts=1",
        "arena.submission.rate-limit=1", "arena.submission.held-retry=1h"})
class InfrastructureFaultIT {

    private static final Duration PIPELINE = Duration.ofMinutes(3);
    /** Answers pong to every ping, the first one slowly (within the start-up limit), so there is time to strike. */
    private static final String SLOW_START_PONG = """
            import sys, time
            first = True
            for line in sys.stdin:
                if first:
                    time.sleep(2)
                    first = False
                print('pong', flush=True)
            """;

    @Autowired
    MockMvc mvc;
    @Autowired
    Sandbox sandbox;
    @Value("${arena.admin.password}")
    String adminPassword;

    @BeforeAll
    static void dockerIsUsable() {
        try (Sandbox docker = Installed.docker()) {
            assertThat(docker.isolates()).isTrue();
        }
    }

    @Test
    void aContainerKilledUnderAnAcceptanceGameHoldsTheSubmissionUntilARetryAcceptsIt() throws Exception {
        String name = "if" + UUID.randomUUID().toString().substring(0, 6);
        ApiClient client = new ApiClient(mvc).register(name, "seven-quiet-harbors");
        long id = client.upload("ping", "python", "main.py", SLOW_START_PONG.getBytes(StandardCharsets.UTF_8))
                .get("id").asLong();
        String path = "/api/submissions/" + id;

        JsonNode running = client.await(path, found -> found.get("acceptance").size() == 1
                && found.get("acceptance").get(0).get("status").asString().equals("RUNNING"), PIPELINE);
        long match = running.get("acceptance").get(0).get("matchId").asLong();
        killContainerOf("match=" + match);

        JsonNode held = client.await(path, found -> !found.get("status").asString().matches("QUEUED|COMPILING|TESTING"),
                PIPELINE);
        assertThat(held.get("status").asString()).as(held.toString()).isEqualTo("HELD");
        assertThat(held.get("reasonCode").asString()).isEqualTo("INFRA_ERROR");
        assertThat(held.get("reasonMessage").asString()).startsWith("held: infrastructure problem, retrying at ")
                .contains("acceptance game " + match);
        assertThat(held.get("retryAt").isNull()).isFalse();
        assertThat(held.get("acceptance").get(0).get("status").asString()).isEqualTo("VOID");

        // one submission per window: the held one did not use it up, the next one does
        client.upload("ping", "python", "main.py", "def broken(:\n".getBytes(StandardCharsets.UTF_8));
        MvcResult refused = mvc.perform(multipart("/api/contests/ping/submissions").param("source", "print(1)")
                .param("language", "python").header(HttpHeaders.AUTHORIZATION, "Bearer " + client.token())).andReturn();
        assertThat(refused.getResponse().getStatus()).isEqualTo(429);
        assertThat(refused.getResponse().getContentAsString()).contains("RATE_LIMITED");

        ApiClient admin = new ApiClient(mvc).login("admin", adminPassword);
        assertThat(admin.fetch("/api/admin/submissions/held").findValues("id")).extracting(JsonNode::asLong).contains(id);
        // the failed attempt is on the crash list as the infrastructure's, with its worker, blaming no player
        JsonNode fault = null;
        for (JsonNode row : admin.fetch("/api/admin/crashes?reason=INFRA_ERROR&language=infrastructure").get("rows")) {
            if (row.get("matchId").asLong() == match) {
                fault = row;
            }
        }
        assertThat(fault).as("the crash list's row of match " + match).isNotNull();
        assertThat(fault.get("kind").asString()).isEqualTo("INFRA");
        assertThat(fault.get("contest").asString()).isEqualTo("ping");
        assertThat(fault.get("worker").asString()).isNotBlank();
        assertThat(fault.get("user").isNull()).isTrue();
        assertThat(fault.get("message").asString()).startsWith("worker " + fault.get("worker").asString() + ": ");
        // nothing of the fault is the player's (their broken upload above may be, once compiled)
        assertThat(admin.fetch("/api/admin/crashes?user=" + name).get("rows").findValues("reason"))
                .extracting(JsonNode::asString).doesNotContain("INFRA_ERROR", "ACCEPTANCE_FAILED");
        assertThat(admin.send("/api/admin/submissions/" + id + "/retry", "{\"reason\": \"the worker is back\"}").get("status").asString()).isEqualTo("TESTING");

        JsonNode accepted = client.await(path, found -> found.get("status").asString().matches("ACCEPTED|REJECTED|HELD"),
                PIPELINE);
        assertThat(accepted.get("status").asString()).as(accepted.toString()).isEqualTo("ACCEPTED");
        assertThat(accepted.get("main").asBoolean()).isTrue();
        assertThat(accepted.get("retries").asInt()).isEqualTo(1);
        JsonNode game = accepted.get("acceptance").get(0);
        assertThat(game.get("matchId").asLong()).isEqualTo(match);
        assertThat(game.get("status").asString()).isEqualTo("FINISHED");
        assertThat(game.get("seats").get(0).get("verdict").asString()).isEqualTo("OK");
    }

    /** Removes the strategy's running container behind the worker's back, as a crashed host or an operator would. */
    private void killContainerOf(String job) throws InterruptedException {
        DockerSandbox docker = (DockerSandbox) sandbox;
        Eventually.await("a container for " + job, PIPELINE).pollInterval(Duration.ofMillis(20))
                .until(() -> !docker.reaper().containers().isEmpty());
        Thread.sleep(300);
        assertThat(docker.reaper().reapJob(job)).as("containers of " + job + " removed").isPositive();
    }
}
