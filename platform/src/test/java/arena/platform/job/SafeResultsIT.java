package arena.platform.job;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;

import arena.game.api.Outcome;
import arena.game.api.ReasonCode;
import arena.game.api.Score;
import arena.game.api.SeatResult;
import arena.game.api.Verdict;
import arena.platform.StrangerBytes;
import arena.platform.account.AccountService;
import arena.platform.account.ArenaUser;
import arena.platform.account.RegistrationForm;
import arena.platform.account.Role;
import arena.platform.contest.ContestService;
import arena.platform.submission.Submission;
import arena.platform.submission.SubmissionService;
import arena.sandbox.build.BuildResult;
import arena.sandbox.worker.HttpJobClient;
import arena.sandbox.worker.LeasedJob;
import arena.sandbox.worker.MatchReport;
import arena.sandbox.worker.MatchReport.SeatReport;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;
import tools.jackson.databind.json.JsonMapper;

/**
 * Random bytes in every text a worker reports (a remote one, through the worker API's JSON, where a NUL
 * is a legal JSON escape): each is stored in PostgreSQL, read back safe, and every page and API
 * document showing it renders. The games end as their verdicts say, never void for the text.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@AutoConfigureMockMvc
@ActiveProfiles("test")
@TestPropertySource(properties = {"arena.worker.embedded=false", "arena.worker.token=remote-worker-secret"})
class SafeResultsIT {

    @LocalServerPort
    int port;
    @Autowired
    MockMvc mvc;
    @Autowired
    AccountService accounts;
    @Autowired
    ContestService contests;
    @Autowired
    SubmissionService submissionService;
    @Autowired
    JobProperties jobProperties;
    @Autowired
    JdbcTemplate jdbc;

    HttpJobClient worker;
    /** The worker's name: its own credential's while it lives. */
    String name;
    ArenaUser owner;
    long seed;

    @BeforeEach
    void setUp() {
        jdbc.update("update jobs set state = 'DONE' where state in ('QUEUED', 'LEASED')");
        URI site = URI.create("http://localhost:" + port + "/");
        name = "remote-" + UUID.randomUUID().toString().substring(0, 8);
        worker = new HttpJobClient(site, HttpJobClient.join(site, "remote-worker-secret", name));
        owner = ArenaUser.of(accounts.register(new RegistrationForm("s" + UUID.randomUUID().toString().substring(0, 8),
                "password123"), Role.CONTESTANT));
    }

    /** A new sample of stranger text, lone surrogates included; a long one now and then. */
    private String stranger() {
        seed++;
        return StrangerBytes.text(seed, seed % 3 == 0 ? 70_000 : 300);
    }

    private Submission submit() {
        return submissionService.submit(owner, contests.get("ping"), "python", "main.py",
                "print('pong')\n".getBytes(StandardCharsets.UTF_8), null);
    }

    private LeasedJob lease() {
        return worker.lease(name, true, 1).orElseThrow(() -> new AssertionError("no job to lease"));
    }

    private long compiled(Submission submission, String log) {
        LeasedJob compile = lease();
        assertThat(compile.compile().submissionId()).isEqualTo(submission.getId());
        worker.completeCompile(compile, BuildResult.succeeded(log, new byte[] {'P', 'K', 5, 6, 0, 0}, "main.py"));
        return jdbc.queryForObject("select id from matches where submission_id = ?", Long.class, submission.getId());
    }

    private String column(String table, String column, long id) {
        return jdbc.queryForObject("select " + column + " from " + table + " where id = ?", String.class, id);
    }

    private String show(String path) throws Exception {
        MvcResult result = mvc.perform(get(path).with(user(owner))).andReturn();
        assertThat(result.getResponse().getStatus()).as(path).isEqualTo(200);
        String body = result.getResponse().getContentAsString(StandardCharsets.UTF_8);
        assertThat(SafeText.isSafe(body.replace("\r", ""))).as("%s holds no control characters", path).isTrue();
        return body;
    }

    @Test
    void everyTextOfAPlayedGameIsStoredSafeAndShown() throws Exception {
        Submission submission = submit();
        String compileLog = stranger();
        long matchId = compiled(submission, compileLog);
        String status = stranger().substring(0, 5);
        String message = stranger();
        String label = stranger().substring(0, 30);
        String value = stranger();
        String summary = stranger();
        String log = stranger();
        String lastInput = stranger();

        LeasedJob play = lease();
        assertThat(play.match().matchId()).isEqualTo(matchId);
        SeatResult result = new SeatResult(0, 1, 0, Score.integer(2), status,
                Verdict.of(ReasonCode.PROTOCOL_ERROR, 3, message), Map.of(label, value));
        worker.completeMatch(play, new MatchReport(new Outcome(List.of(result), 3, summary, "{}".getBytes()),
                List.of(new SeatReport(log, lastInput, 12, 34)), 56));

        assertThat(column("matches", "status", matchId)).isEqualTo("FINISHED");
        assertThat(column("matches", "summary", matchId)).isEqualTo(SafeText.of(summary));
        long seatId = jdbc.queryForObject("select id from match_seats where match_id = ?", Long.class, matchId);
        assertThat(column("match_seats", "status", seatId)).isEqualTo(SafeText.of(status));
        assertThat(column("match_seats", "verdict", seatId)).isEqualTo("PROTOCOL_ERROR");
        assertThat(column("match_seats", "verdict_message", seatId)).isEqualTo(SafeText.of(message));
        assertThat(column("match_seats", "log", seatId)).isEqualTo(SafeText.of(log));
        assertThat(column("match_seats", "last_input", seatId)).isEqualTo(SafeText.of(lastInput));
        assertThat(JsonMapper.builder().build().readValue(column("match_seats", "details", seatId), Map.class))
                .isEqualTo(Map.of(SafeText.of(label), SafeText.of(value)));
        assertThat(column("submissions", "compile_log", submission.getId())).isEqualTo(SafeText.of(compileLog));
        assertThat(column("submissions", "status", submission.getId())).isEqualTo("REJECTED");
        assertThat(column("submissions", "reason_code", submission.getId())).isEqualTo("ACCEPTANCE_FAILED");
        assertThat(column("submissions", "reason_message", submission.getId())).endsWith(SafeText.of(message));

        String matchPage = show("/matches/" + matchId);
        assertThat(matchPage).contains("nul\\x00esc\\x1b[2J");
        String api = show("/api/matches/" + matchId);
        assertThat(api).contains("\"log\":\"nul\\\\x00esc\\\\x1b[2J");
        show("/submissions/" + submission.getId());
        show("/api/submissions/" + submission.getId());
    }

    @Test
    void aCompileErrorKeepsItsLogAndMessageSafe() throws Exception {
        Submission submission = submit();
        String log = stranger();
        String message = stranger().substring(0, 100);

        worker.completeCompile(lease(), BuildResult.failed(log, message));

        assertThat(column("submissions", "reason_code", submission.getId())).isEqualTo("COMPILE_ERROR");
        assertThat(column("submissions", "reason_message", submission.getId())).isEqualTo(SafeText.of(message));
        assertThat(column("submissions", "compile_log", submission.getId())).isEqualTo(SafeText.of(log));
        show("/submissions/" + submission.getId());
    }

    @Test
    void failureReasonsAreKeptSafe() throws Exception {
        Submission submission = submit();
        long matchId = compiled(submission, "");
        String reason = stranger();
        long jobId = 0;
        for (int attempt = 0; attempt < jobProperties.maxAttempts(); attempt++) {
            LeasedJob play = lease();
            assertThat(play.match().matchId()).isEqualTo(matchId);
            jobId = play.id();
            worker.fail(play, reason);
        }

        assertThat(column("jobs", "state", jobId)).isEqualTo("FAILED");
        assertThat(column("jobs", "last_error", jobId)).endsWith(SafeText.of(reason));
        assertThat(column("matches", "status", matchId)).isEqualTo("VOID");
        assertThat(column("matches", "reason_message", matchId)).endsWith(SafeText.of(reason));
        show("/matches/" + matchId);
        show("/api/matches/" + matchId);
    }

    @Test
    void theEngineVersionOfAReplaysHeaderIsShownWithTheGameAndAGameWithoutOneSaysNothing() throws Exception {
        long named = compiled(submit(), "ok");
        play(named, "{\"game\":\"ping\",\"version\":1,\"engine\":\"7.3.1-SNAPSHOT\",\"turns\":[]}");
        assertThat(column("matches", "engine_version", named)).isEqualTo("7.3.1-SNAPSHOT");
        assertThat(JsonMapper.builder().build().readTree(show("/api/matches/" + named)).path("engineVersion").asString())
                .isEqualTo("7.3.1-SNAPSHOT");
        assertThat(show("/matches/" + named)).contains("id=\"engine-version\"", "Played by engine version 7.3.1-SNAPSHOT.");

        // a replay of before engines named themselves
        long older = compiled(submit(), "ok");
        play(older, "{\"game\":\"ping\",\"version\":1,\"turns\":[]}");
        assertThat(JsonMapper.builder().build().readTree(show("/api/matches/" + older)).path("engineVersion").isNull())
                .isTrue();
        assertThat(show("/matches/" + older)).doesNotContain("engine-version");
    }

    private void play(long matchId, String replay) {
        LeasedJob play = lease();
        assertThat(play.match().matchId()).isEqualTo(matchId);
        SeatResult result = new SeatResult(0, 1, 0, Score.integer(2), "ALIVE", Verdict.OK, Map.of());
        worker.completeMatch(play, new MatchReport(new Outcome(List.of(result), 3, "done",
                replay.getBytes(StandardCharsets.UTF_8)), List.of(new SeatReport("", "", 12, 34)), 56));
        assertThat(column("matches", "status", matchId)).isEqualTo("FINISHED");
    }
}
