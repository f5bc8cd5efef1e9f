package arena.platform.worker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;

import arena.game.api.Outcome;
import arena.game.api.Score;
import arena.game.api.SeatResult;
import arena.game.api.Verdict;
import arena.platform.account.AccountService;
import arena.platform.account.ArenaUser;
import arena.platform.account.RegistrationForm;
import arena.platform.account.Role;
import arena.platform.account.UserRepository;
import arena.platform.contest.ContestService;
import arena.platform.submission.Submission;
import arena.platform.submission.SubmissionService;
import arena.sandbox.build.BuildResult;
import arena.sandbox.worker.MatchReport;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;
import org.springframework.test.web.servlet.request.MockHttpServletRequestBuilder;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Each remote worker has its own credential: a join token lets in the workers it was made for, once each; a lease and
 * its result are bound to the credential that took it, so another worker's credential reports nothing on it even with
 * its lease token; a worker reads only the code of the games it holds; a revoked credential is refused at once and its
 * jobs go back to the queue; a job records the credential that reported it. Through the worker API and the admin's
 * pages, as a worker and an admin use them.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
@TestPropertySource(properties = {"arena.worker.embedded=false", "arena.worker.token=" + WorkerCredentialsIT.TOKEN})
class WorkerCredentialsIT {

    static final String TOKEN = "credentials-deployment-token-7f3a";

    @Autowired
    MockMvc mvc;
    @Autowired
    JdbcTemplate jdbc;
    @Autowired
    AccountService accounts;
    @Autowired
    UserRepository users;
    @Autowired
    ContestService contests;
    @Autowired
    SubmissionService submissions;
    @Autowired
    WorkerCredentials credentials;

    private final JsonMapper json = JsonMapper.builder().build();
    private final String run = UUID.randomUUID().toString().substring(0, 6);
    private ArenaUser admin;
    private ArenaUser owner;

    /** A worker as the site knows it: its credential's id, its secret, and the name it leases under. */
    private record Worker(long id, String credential, String name) {
    }

    @BeforeEach
    void setUp() {
        // other tests' work would be leased by this test's workers
        jdbc.update("update jobs set state = 'DONE' where state in ('QUEUED', 'LEASED')");
        admin = ArenaUser.of(users.findByUsername("admin").orElseThrow());
        owner = ArenaUser.of(accounts.register(new RegistrationForm("wc" + run, "password123"), Role.CONTESTANT));
    }

    private MvcResult join(String token, String name) throws Exception {
        MockHttpServletRequestBuilder request = post("/api/worker/join").param("name", name);
        if (token != null) {
            request.header(HttpHeaders.AUTHORIZATION, "Bearer " + token);
        }
        return mvc.perform(request).andReturn();
    }

    private Worker joined(String token, String name) throws Exception {
        MvcResult joined = join(token, name);
        assertThat(joined.getResponse().getStatus()).as(body(joined)).isEqualTo(201);
        JsonNode credential = json.readTree(body(joined));
        assertThat(credential.get("credential").asString()).startsWith("arenaw_");
        return new Worker(credential.get("id").asLong(), credential.get("credential").asString(), name);
    }

    private MvcResult as(Worker worker, MockHttpServletRequestBuilder request) throws Exception {
        return mvc.perform(request.header(HttpHeaders.AUTHORIZATION, "Bearer " + worker.credential())).andReturn();
    }

    private MvcResult lease(Worker worker) throws Exception {
        return as(worker, post("/api/worker/lease").param("worker", worker.name()).param("anyonesCode", "true"));
    }

    private JsonNode leased(Worker worker) throws Exception {
        MvcResult lease = lease(worker);
        assertThat(lease.getResponse().getStatus()).as(body(lease)).isEqualTo(200);
        return json.readTree(body(lease));
    }

    private MvcResult report(Worker worker, JsonNode job, String token, String what, Object body) throws Exception {
        return as(worker, post("/api/worker/jobs/" + job.get("id").asLong() + "/" + what)
                .header("X-Arena-Lease", token).contentType(MediaType.APPLICATION_JSON).content(json.writeValueAsString(body)));
    }

    private MvcResult heartbeat(Worker worker, JsonNode job, String token) throws Exception {
        return as(worker, post("/api/worker/jobs/" + job.get("id").asLong() + "/heartbeat").header("X-Arena-Lease", token));
    }

    private MvcResult artifact(Worker worker, long submissionId) throws Exception {
        return as(worker, get("/api/worker/artifacts/" + submissionId));
    }

    private MvcResult asAdmin(MockHttpServletRequestBuilder request) throws Exception {
        return mvc.perform(request.with(user(admin)).with(csrf())).andReturn();
    }

    private MvcResult adminJson(String path, String body) throws Exception {
        return asAdmin(post(path).contentType(MediaType.APPLICATION_JSON).content(body));
    }

    private Submission submit() {
        return submissions.submit(owner, contests.get("ping"), "python", "main.py",
                "print('pong')\n".getBytes(StandardCharsets.UTF_8), null);
    }

    private Long jobCredential(long jobId) {
        return jdbc.queryForObject("select leased_by_credential from jobs where id = ?", Long.class, jobId);
    }

    private static String body(MvcResult result) throws Exception {
        return result.getResponse().getContentAsString(StandardCharsets.UTF_8);
    }

    private static void refused(MvcResult result, int status, String code) throws Exception {
        assertThat(result.getResponse().getStatus()).as(body(result)).isEqualTo(status);
        assertThat(body(result)).contains("\"code\":\"" + code + "\"");
    }

    @Test
    void aJoinTokenLetsInTheWorkersItWasMadeForOnceEachAndOpensNothingElse() throws Exception {
        MvcResult made = adminJson("/api/admin/workers/join-tokens", """
                {"name":"rack %s","uses":1,"hours":2,"reason":"a new rack"}""".formatted(run));
        assertThat(made.getResponse().getStatus()).as(body(made)).isEqualTo(201);
        String once = json.readTree(body(made)).get("token").asString();
        assertThat(once).startsWith("arenaj_");

        Worker first = joined(once, "rack-" + run + "-1");
        refused(join(once, "rack-" + run + "-2"), 401, "INVALID_JOIN_TOKEN");
        refused(join("arenaj_guess", "guess-" + run), 401, "INVALID_JOIN_TOKEN");
        refused(join(null, "nobody-" + run), 401, "INVALID_JOIN_TOKEN");
        assertThat(lease(first).getResponse().getStatus()).isEqualTo(204);

        // a join token signs nothing in: the worker API wants a worker's own credential
        for (String token : new String[] {TOKEN, once}) {
            assertThat(mvc.perform(post("/api/worker/lease").param("worker", "w-" + run)
                    .header(HttpHeaders.AUTHORIZATION, "Bearer " + token)).andReturn().getResponse().getStatus())
                    .isEqualTo(401);
        }

        // the site's configured token lets in a deployment's workers, each with its own credential
        Worker one = joined(TOKEN, "deploy-" + run + "-1");
        Worker two = joined(TOKEN, "deploy-" + run + "-2");
        assertThat(one.credential()).isNotEqualTo(two.credential());

        // an admin's credential for one worker, shown once
        MvcResult direct = adminJson("/api/admin/workers/credentials", """
                {"name":"gpu box %s","reason":"a worker of our own"}""".formatted(run));
        assertThat(direct.getResponse().getStatus()).as(body(direct)).isEqualTo(201);
        JsonNode issued = json.readTree(body(direct));
        Worker box = new Worker(issued.get("id").asLong(), issued.get("credential").asString(), "box-" + run);
        assertThat(lease(box).getResponse().getStatus()).isEqualTo(204);

        String list = body(asAdmin(get("/api/admin/workers/credentials")));
        assertThat(list).contains("\"name\":\"rack-" + run + "-1\"", "\"joinTokenName\":\"rack " + run + "\"",
                "\"name\":\"gpu box " + run + "\"", "\"createdBy\":\"admin\"").doesNotContain(box.credential());
        assertThat(body(asAdmin(get("/api/admin/workers/join-tokens")))).contains("\"name\":\"rack " + run + "\"",
                "\"usesLeft\":0", "\"used\":1").doesNotContain(once);
        assertThat(body(asAdmin(get("/api/admin/audit").param("type", "join-token")))).contains("CREATE_JOIN_TOKEN",
                "a new rack").doesNotContain(once);
        refused(adminJson("/api/admin/workers/join-tokens", """
                {"name":"many","uses":1001,"hours":2,"reason":"too many"}"""), 400, "INVALID_INPUT");
    }

    @Test
    void aWorkerReportsOnlyOnTheJobsItsCredentialHoldsAndReadsOnlyTheirCode() throws Exception {
        Submission submission = submit();
        Worker a = joined(TOKEN, "a-" + run);
        Worker b = joined(TOKEN, "b-" + run);

        JsonNode compile = leased(a);
        assertThat(compile.get("compile").get("submissionId").asLong()).isEqualTo(submission.getId());
        String token = compile.get("leaseToken").asString();
        byte[] code = {'P', 'K', 5, 6, 0, 0};
        BuildResult built = BuildResult.succeeded("built", code, "main.py");

        // another worker with the lease's own token: refused, and nothing recorded
        refused(report(b, compile, token, "compiled", built), 403, "NOT_YOUR_LEASE");
        refused(report(b, compile, token, "failed", Map.of("reason", "forged")), 403, "NOT_YOUR_LEASE");
        refused(heartbeat(b, compile, token), 403, "NOT_YOUR_LEASE");
        refused(report(b, compile, "not-the-token", "compiled", built), 409, "STALE_LEASE");
        assertThat(jdbc.queryForObject("select state from jobs where id = ?", String.class, compile.get("id").asLong()))
                .isEqualTo("LEASED");

        assertThat(body(heartbeat(a, compile, token))).contains("\"held\":true");
        assertThat(report(a, compile, token, "compiled", built).getResponse().getStatus()).isEqualTo(204);
        assertThat(jobCredential(compile.get("id").asLong())).isEqualTo(a.id());

        // the acceptance game: its worker reads the submission's code, no other worker does, nor any other code
        JsonNode game = leased(a);
        assertThat(game.get("match").get("seats").get(0).get("submissionId").asLong()).isEqualTo(submission.getId());
        Submission other = submit();
        MvcResult read = artifact(a, submission.getId());
        assertThat(read.getResponse().getStatus()).isEqualTo(200);
        assertThat(read.getResponse().getContentAsByteArray()).isEqualTo(code);
        refused(artifact(b, submission.getId()), 404, "NOT_FOUND");
        refused(artifact(a, other.getId()), 404, "NOT_FOUND");

        String gameToken = game.get("leaseToken").asString();
        SeatResult seat = new SeatResult(0, 1, 0, Score.integer(1), "won", Verdict.OK, Map.of());
        MatchReport forged = new MatchReport(new Outcome(List.of(seat), 1, "forged", "{}".getBytes()),
                List.of(new MatchReport.SeatReport("", "", 1, 1)), 1);
        refused(report(b, game, gameToken, "played", forged), 403, "NOT_YOUR_LEASE");
        assertThat(report(a, game, gameToken, "played", forged).getResponse().getStatus()).isEqualTo(204);
        // the result records who reported it; the worker reads the code no more
        assertThat(jobCredential(game.get("id").asLong())).isEqualTo(a.id());
        refused(artifact(a, submission.getId()), 404, "NOT_FOUND");
        // a repeated delivery by its reporter is ignored; by another, refused
        assertThat(report(a, game, gameToken, "played", forged).getResponse().getStatus()).isEqualTo(204);
        refused(report(b, game, gameToken, "played", forged), 403, "NOT_YOUR_LEASE");
    }

    @Test
    void aRevokedCredentialIsRefusedAtOnceAndTheJobsItHeldGoBackToTheQueue() throws Exception {
        submit();
        Worker a = joined(TOKEN, "revoked-" + run);
        JsonNode held = leased(a);
        long jobId = held.get("id").asLong();

        assertThat(body(asAdmin(get("/admin/workers")))).contains("data-credential=\"" + a.id() + "\"",
                "revoked-" + run, "credential-form", "join-token-form");
        MvcResult noReason = asAdmin(post("/admin/workers/credentials/" + a.id() + "/revoke"));
        assertThat(noReason.getFlashMap().get("actionError")).asString().startsWith("REASON_REQUIRED");
        MvcResult revoked = asAdmin(post("/admin/workers/credentials/" + a.id() + "/revoke")
                .param("reason", "the host was taken over"));
        assertThat(revoked.getResponse().getRedirectedUrl()).isEqualTo("/admin/workers");
        assertThat(revoked.getFlashMap().get("notice")).asString().contains("1 job it held is queued again");

        assertThat(jdbc.queryForObject("select state from jobs where id = ?", String.class, jobId)).isEqualTo("QUEUED");
        assertThat(jobCredential(jobId)).isNull();
        refused(lease(a), 401, "CREDENTIAL_REVOKED");
        refused(report(a, held, held.get("leaseToken").asString(), "failed", Map.of("reason", "late")), 401,
                "CREDENTIAL_REVOKED");

        // another worker takes the job, under a lease of its own
        Worker b = joined(TOKEN, "after-" + run);
        JsonNode again = leased(b);
        assertThat(again.get("id").asLong()).isEqualTo(jobId);
        assertThat(jobCredential(jobId)).isEqualTo(b.id());

        refused(adminJson("/api/admin/workers/credentials/" + a.id() + "/revoke", """
                {"reason":"twice"}"""), 409, "ALREADY_REVOKED");
        assertThat(body(asAdmin(get("/admin/workers")))).contains("revoked");
        assertThat(body(asAdmin(get("/api/admin/audit").param("type", "credential"))))
                .contains("REVOKE_WORKER_CREDENTIAL", "the host was taken over", "1 job it held requeued");
    }

    @Test
    void aWorkerNameIsItsCredentialsWhileThatWorkerLives() throws Exception {
        Worker a = joined(TOKEN, "a-" + run);
        Worker b = joined(TOKEN, "b-" + run);
        Worker posing = new Worker(b.id(), b.credential(), a.name());
        assertThat(lease(a).getResponse().getStatus()).isEqualTo(204);
        refused(lease(posing), 409, "WORKER_ID_TAKEN");

        asAdmin(post("/admin/workers/credentials/" + a.id() + "/revoke").param("reason", "retired"));
        assertThat(lease(posing).getResponse().getStatus()).isEqualTo(204);
        assertThat(jdbc.queryForObject("select credential_id from workers where id = ?", Long.class, a.name()))
                .isEqualTo(b.id());
    }

    @Test
    void aNewValueOfTheConfiguredTokenRetiresTheOldOne() throws Exception {
        String rotated = "rotated-deployment-token-" + run;
        try {
            new JoinTokens(jdbc, credentials, rotated).registerConfigured();
            refused(join(TOKEN, "old-" + run), 401, "INVALID_JOIN_TOKEN");
            joined(rotated, "new-" + run);
        } finally {
            // the other tests of this class join with the configured token
            jdbc.update("update worker_join_tokens set revoked_at = now() where configured and revoked_at is null");
            jdbc.update("update worker_join_tokens set revoked_at = null where secret_hash = ?",
                    arena.platform.account.Secrets.hash(TOKEN));
        }
        joined(TOKEN, "back-" + run);
    }
}
