package arena.platform.job;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.GameEngines;
import arena.game.api.ReasonCode;
import arena.platform.account.AccountService;
import arena.platform.account.ArenaUser;
import arena.platform.account.RegistrationForm;
import arena.platform.account.Role;
import arena.platform.contest.ContestService;
import arena.platform.submission.Submission;
import arena.platform.submission.SubmissionRepository;
import arena.platform.submission.SubmissionService;
import arena.platform.submission.SubmissionStatus;
import arena.sandbox.local.LocalProcessSandbox;
import arena.sandbox.worker.HttpJobClient;
import arena.sandbox.worker.MatchRunner;
import arena.sandbox.worker.WorkerLoop;
import arena.sandbox.worker.WorkerSettings;
import arena.testing.Eventually;
import arena.testing.Required;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.TestPropertySource;

/**
 * A worker in another process's shoes: no database, only the site's worker API and a credential of its own, got with
 * the site's join token.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
@TestPropertySource(properties = {"arena.worker.embedded=false", "arena.worker.token=remote-worker-secret"})
class RemoteWorkerIT {

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


    private Submission awaitEnd(long id) throws InterruptedException {
        return Eventually.await("submission " + id + " ended", Duration.ofMinutes(2)).pollInterval(Duration.ofMillis(200))
                .until(() -> submissions.findById(id).orElseThrow(), submission -> submission.getStatus().ended());
    }

    @Test
    void aRemoteWorkerCompilesAndPlaysThroughTheWorkerApi() throws Exception {
        Required.tool("python3");
        ArenaUser user = ArenaUser.of(accounts.register(new RegistrationForm("remote-user", "seven-quiet-harbors"), Role.CONTESTANT));
        String bot = "import sys\nfor line in sys.stdin:\n    print('pong', flush=True)\n";
        Submission good = submissionService.submit(user, contests.get("ping"), "python", "main.py",
                bot.getBytes(StandardCharsets.UTF_8), null);
        Submission broken = submissionService.submit(user, contests.get("ping"), "python", "main.py",
                "def broken(:\n".getBytes(StandardCharsets.UTF_8), null);

        LocalProcessSandbox sandbox = new LocalProcessSandbox();
        HttpJobClient client = new HttpJobClient(site(), HttpJobClient.join(site(), "remote-worker-secret", "remote-test"));
        try (WorkerLoop worker = new WorkerLoop("remote-test", client, sandbox, new MatchRunner(GameEngines.load(), sandbox),
                new WorkerSettings(1, Duration.ofMillis(100), Duration.ofSeconds(5)))) {
            worker.start();
            assertThat(awaitEnd(good.getId()).getStatus()).isEqualTo(SubmissionStatus.ACCEPTED);
            Submission rejected = awaitEnd(broken.getId());
            assertThat(rejected.getReasonCode()).isEqualTo(ReasonCode.COMPILE_ERROR);
            assertThat(rejected.getCompileLog()).contains("SyntaxError");
        }
    }

    @Test
    void aRemoteWorkerThatDoesNotIsolateIsLeasedNoContestantsCode() {
        ArenaUser user = ArenaUser.of(accounts.register(new RegistrationForm("remote-plain", "password123"), Role.CONTESTANT));
        Submission theirs = submissionService.submit(user, contests.get("ping"), "python", "main.py",
                "print(1)\n".getBytes(StandardCharsets.UTF_8), null);
        HttpJobClient client = new HttpJobClient(site(), HttpJobClient.join(site(), "remote-worker-secret", "plain-remote"));

        for (var job = client.lease("plain-remote", false, 1); job.isPresent(); job = client.lease("plain-remote", false, 1)) {
            assertThat(job.get().compile() == null ? null : job.get().compile().submissionId()).isNotEqualTo(theirs.getId());
            client.fail(job.get(), "not this test's job");
        }

        assertThat(submissions.findById(theirs.getId()).orElseThrow().getStatus()).isEqualTo(SubmissionStatus.QUEUED);
    }

    @Test
    void aJoinTokenIsNoCredentialAndAWrongOneGetsNone() {
        HttpJobClient withTheJoinToken = new HttpJobClient(site(), "remote-worker-secret");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> withTheJoinToken.lease("intruder", true, 1))
                .hasMessageContaining("refused this worker's credential (HTTP 401)");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> HttpJobClient.join(site(), "not-the-token", "intruder"))
                .hasMessageContaining("refused the join token (HTTP 401)").hasMessageContaining("INVALID_JOIN_TOKEN");
    }

    private URI site() {
        return URI.create("http://localhost:" + port + "/");
    }
}
