package arena.platform.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import arena.testing.Eventually;
import arena.testing.Required;
import arena.platform.account.AccountService;
import arena.platform.account.ArenaUser;
import arena.platform.account.RegistrationForm;
import arena.platform.account.Role;
import arena.platform.contest.ContestService;
import arena.platform.submission.Submission;
import arena.platform.submission.SubmissionRepository;
import arena.platform.submission.SubmissionService;
import arena.platform.submission.SubmissionStatus;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.TestPropertySource;

/**
 * Prometheus scrapes /actuator/prometheus with the metrics token and nothing else; after an accepted, a
 * crashing and a not compiling submission of the ping game it finds jobs by kind and state, queue wait, game
 * duration, crashes by reason and language (compile rejections too), and the workers alive.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@AutoConfigureMockMvc
@ActiveProfiles("test")
@TestPropertySource(properties = {"arena.metrics.token=metrics-token-for-tests", "arena.metrics.refresh=0s"})
class MetricsIT {

    private static final String PONG = "import sys\nfor line in sys.stdin:\n    print('pong', flush=True)\n";
    private static final String CRASH = "import sys\nsys.exit(3)\n";
    private static final String SYNTAX_ERROR = "def broken(:\n    pass\n";

    @LocalServerPort
    int port;
    @Autowired
    AccountService accounts;
    @Autowired
    ContestService contests;
    @Autowired
    SubmissionService submissionService;
    @Autowired
    SubmissionRepository submissions;

    private final HttpClient http = HttpClient.newHttpClient();

    private HttpResponse<String> scrape(String authorization) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/actuator/prometheus"));
        if (authorization != null) {
            request.header("Authorization", authorization);
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private SubmissionStatus play(ArenaUser user, String source) throws InterruptedException {
        Submission submission = submissionService.submit(user, contests.get("ping"), "python", "main.py",
                source.getBytes(StandardCharsets.UTF_8), null);
        return Eventually.await("submission " + submission.getId() + " ended", Duration.ofMinutes(3))
                .until(() -> submissions.findById(submission.getId()).orElseThrow().getStatus(), SubmissionStatus::ended);
    }

    @Test
    void withoutTheTokenNothingIsShown() throws Exception {
        HttpResponse<String> anonymous = scrape(null);
        assertThat(anonymous.statusCode()).isEqualTo(401);
        assertThat(anonymous.headers().firstValue("WWW-Authenticate")).contains("Bearer");
        assertThat(anonymous.body()).contains("\"code\":\"UNAUTHORIZED\"").doesNotContain("arena_");
        assertThat(scrape("Bearer metrics-token-for-test").statusCode()).isEqualTo(401);
        assertThat(scrape("Bearer metrics-token-for-testsX").statusCode()).isEqualTo(401);
        assertThat(scrape("Basic bWV0cmljczptZXRyaWNzLXRva2VuLWZvci10ZXN0cw==").statusCode()).isEqualTo(401);
    }

    @Test
    void afterGamesTheScrapeHasTheQueueGamesCrashesAndWorkers() throws Exception {
        Required.tool("python3");
        String name = "m" + UUID.randomUUID().toString().substring(0, 8);
        ArenaUser user = ArenaUser.of(accounts.register(new RegistrationForm(name, "seven-quiet-harbors"), Role.CONTESTANT));
        assertThat(play(user, PONG)).isEqualTo(SubmissionStatus.ACCEPTED);
        assertThat(play(user, CRASH)).isEqualTo(SubmissionStatus.REJECTED);
        assertThat(play(user, SYNTAX_ERROR)).isEqualTo(SubmissionStatus.REJECTED);

        HttpResponse<String> scraped = scrape("Bearer metrics-token-for-tests");
        assertThat(scraped.statusCode()).as(scraped.body()).isEqualTo(200);
        assertThat(scraped.body())
                .containsPattern("arena_jobs\\{kind=\"compile\",state=\"done\"} [1-9]")
                .containsPattern("arena_jobs\\{kind=\"match\",state=\"queued\"} ")
                .containsPattern("arena_queue_wait_seconds_count\\{kind=\"compile\"} [1-9]")
                .containsPattern("arena_queue_wait_seconds_bucket\\{kind=\"match\",le=")
                .containsPattern("arena_game_duration_seconds_count\\{format=\"solo\",game=\"ping\"} [1-9]")
                .containsPattern("arena_crashes_total\\{game=\"ping\",language=\"python\",reason=\"RUNTIME_ERROR\"} [1-9]")
                .containsPattern("arena_crashes_total\\{game=\"ping\",language=\"python\",reason=\"COMPILE_ERROR\"} 1")
                .containsPattern("arena_workers_alive(\\{[^}]*})? [1-9]")
                .contains("arena_queue_oldest_seconds");
    }
}
