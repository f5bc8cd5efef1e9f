package arena.platform.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.game.api.Outcome;
import arena.game.api.ReasonCode;
import arena.game.api.ReplayWriter;
import arena.game.api.Score;
import arena.game.api.SeatResult;
import arena.game.api.Verdict;
import arena.platform.account.AccountService;
import arena.platform.account.ArenaUser;
import arena.platform.account.RegistrationForm;
import arena.platform.account.Role;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestService;
import arena.platform.error.ArenaException;
import arena.platform.job.JobLeases;
import arena.platform.match.HighScores;
import arena.platform.match.Match;
import arena.platform.match.MatchCreation;
import arena.platform.match.MatchKind;
import arena.platform.match.MatchQueries;
import arena.platform.match.MatchStatus;
import arena.platform.match.SeatEntry;
import arena.platform.submission.Submission;
import arena.platform.submission.SubmissionService;
import arena.sandbox.worker.LeasedJob;
import arena.sandbox.worker.MatchReport;
import arena.testing.Eventually;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.TestPropertySource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * No request can exhaust the site: every value a user or a worker sends is bounded at the edge, and what
 * is over a bound gets a reason code and a sentence, never a 500 or a stack trace in the log. Real HTTP
 * against the running server, since the limits that matter are the server's own.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
@TestPropertySource(properties = {"arena.worker.embedded=false", "arena.worker.token=bounds-worker-token",
        "arena.live.max-per-client=2", "arena.live.max-total=50"})
@ExtendWith(OutputCaptureExtension.class)
class BoundsIT {

    private static final String PASSWORD = "password123";
    private static final Pattern CSRF = Pattern.compile("name=\"_csrf\" value=\"([^\"]+)\"");

    @LocalServerPort
    int port;
    @Autowired
    AccountService accounts;
    @Autowired
    ContestService contests;
    @Autowired
    SubmissionService submissionService;
    @Autowired
    MatchCreation creation;
    @Autowired
    MatchQueries queries;
    @Autowired
    HighScores highScores;
    @Autowired
    JobLeases leases;
    @Autowired
    JdbcTemplate jdbc;

    private final JsonMapper json = JsonMapper.builder().build();
    private final HttpClient http = HttpClient.newBuilder().cookieHandler(new CookieManager()).build();
    private final List<InputStream> streams = new ArrayList<>();
    private String username;
    private String token;

    @BeforeEach
    void setUp() throws Exception {
        username = "b" + UUID.randomUUID().toString().substring(0, 8);
        accounts.register(new RegistrationForm(username, PASSWORD), Role.CONTESTANT);
        String basic = java.util.Base64.getEncoder().encodeToString((username + ":" + PASSWORD).getBytes());
        HttpResponse<String> issued = http.send(request("/api/account/tokens").header("Authorization", "Basic " + basic)
                .POST(HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());
        token = json.readTree(issued.body()).get("token").asString();
    }

    @AfterEach
    void closeStreams() throws Exception {
        for (InputStream stream : streams) {
            stream.close();
        }
    }

    private HttpRequest.Builder request(String path) {
        return HttpRequest.newBuilder(URI.create("http://localhost:" + port + path)).timeout(Duration.ofMinutes(1));
    }

    private HttpRequest.Builder api(String path) {
        return request(path).header("Authorization", "Bearer " + token);
    }

    private static void expectProblem(HttpResponse<String> response, int status, String code, String sentence) {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(status);
        assertThat(response.headers().firstValue("Content-Type")).hasValueSatisfying(type ->
                assertThat(type).startsWith("application/problem+json"));
        assertThat(response.body()).contains("\"code\":\"" + code + "\"").contains(sentence);
    }

    /** Nothing a user can send may leave an error or a stack trace in the site's log. */
    private static void expectQuietLog(CapturedOutput output) {
        assertThat(output.getAll()).doesNotContain(" ERROR ").doesNotContain("\tat ").doesNotContain("Exception:");
    }

    // --- uploads over the multipart limit, pastes over the form limit ---

    /** A multipart/form-data body; the fields in order, as a browser sends them. */
    private static final class Form {
        final String boundary = "----arena" + UUID.randomUUID();
        final ByteArrayOutputStream body = new ByteArrayOutputStream();

        Form field(String name, String value) {
            return part("form-data; name=\"" + name + "\"", value.getBytes(StandardCharsets.UTF_8));
        }

        Form file(String name, String fileName, byte[] content) {
            return part("form-data; name=\"" + name + "\"; filename=\"" + fileName + "\"", content);
        }

        private Form part(String disposition, byte[] content) {
            body.writeBytes(("--" + boundary + "\r\nContent-Disposition: " + disposition + "\r\n\r\n")
                    .getBytes(StandardCharsets.UTF_8));
            body.writeBytes(content);
            body.writeBytes("\r\n".getBytes(StandardCharsets.UTF_8));
            return this;
        }

        HttpRequest.Builder post(HttpRequest.Builder request) {
            body.writeBytes(("--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));
            return request.header("Content-Type", "multipart/form-data; boundary=" + boundary)
                    .POST(HttpRequest.BodyPublishers.ofByteArray(body.toByteArray()));
        }
    }

    private static byte[] megabytes(int count) {
        byte[] bytes = new byte[count << 20];
        java.util.Arrays.fill(bytes, (byte) '#');
        return bytes;
    }

    @Test
    void anUploadOverTheMultipartLimitIsTooLargeOnTheApi(CapturedOutput output) throws Exception {
        HttpResponse<String> response = http.send(new Form().field("language", "python").file("file", "main.py", megabytes(25))
                .post(api("/api/contests/ping/submissions")).build(), HttpResponse.BodyHandlers.ofString());
        expectProblem(response, 413, "TOO_LARGE", "the upload has 25.0 MiB; at most 21 MiB are accepted here");
        expectQuietLog(output);
    }

    @Test
    void aPasteOverTheFormLimitIsTooLargeOnTheApi(CapturedOutput output) throws Exception {
        String paste = "#".repeat(3 << 20);
        HttpResponse<String> response = http.send(new Form().field("language", "python").field("source", paste)
                .post(api("/api/contests/ping/submissions")).build(), HttpResponse.BodyHandlers.ofString());
        expectProblem(response, 413, "TOO_LARGE", "pasted text may have 2 MiB");

        // a file sent where the pasted text belongs is a wrong type, not a server error
        HttpResponse<String> misplaced = http.send(new Form().field("language", "python").file("source", "x.py", "print(1)".getBytes())
                .post(api("/api/contests/ping/submissions")).build(), HttpResponse.BodyHandlers.ofString());
        expectProblem(misplaced, 400, "INVALID_INPUT", "the parameter source has the wrong type");
        expectQuietLog(output);
    }

    /** Logs in through the site's form, as a browser does, and returns the CSRF token of the page. */
    private String logInAndOpen(String page) throws Exception {
        String login = http.send(request("/login").GET().build(), HttpResponse.BodyHandlers.ofString()).body();
        String form = "username=" + username + "&password=" + PASSWORD + "&_csrf=" + URLEncoder.encode(csrf(login), StandardCharsets.UTF_8);
        HttpResponse<String> loggedIn = http.send(request("/login").header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form)).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(loggedIn.statusCode()).isEqualTo(302);
        return csrf(http.send(request(page).GET().build(), HttpResponse.BodyHandlers.ofString()).body());
    }

    private static String csrf(String page) {
        Matcher matcher = CSRF.matcher(page);
        assertThat(matcher.find()).as("a CSRF token on the page").isTrue();
        return matcher.group(1);
    }

    private String page(String path) throws Exception {
        return http.send(request(path).GET().build(), HttpResponse.BodyHandlers.ofString()).body();
    }

    @Test
    void anUploadOrAPasteTooLargeForTheFormGoesBackToTheFormWithTheReason(CapturedOutput output) throws Exception {
        String csrf = logInAndOpen("/contests/ping");

        // as a browser sends it: the CSRF token after the file, no Expect header
        HttpResponse<String> upload = http.send(new Form().field("language", "python").file("file", "main.py", megabytes(25))
                .field("source", "").field("_csrf", csrf).post(request("/contests/ping/submissions")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(upload.statusCode()).as(upload.body()).isEqualTo(302);
        assertThat(upload.headers().firstValue("Location")).hasValueSatisfying(to -> assertThat(to).endsWith("/contests/ping"));
        assertThat(page("/contests/ping")).contains("TOO_LARGE").contains("the upload has 25.0 MiB; at most 21 MiB");

        HttpResponse<String> paste = http.send(new Form().field("language", "python").field("source", "#".repeat(3 << 20))
                .field("_csrf", csrf).post(request("/contests/ping/submissions")).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(paste.statusCode()).as(paste.body()).isEqualTo(302);
        assertThat(page("/contests/ping")).contains("TOO_LARGE").contains("pasted text may have 2 MiB");
        expectQuietLog(output);
    }

    // --- JSON bodies capped before parsing ---

    private static String commandFile(String config) {
        return "bomber-commands 1\nseed 7\nconfig " + config + "\nplayer 1 alice\nplayer 2 bob\nmap tiny 5x3\n"
                + "1...2\n.....\n#####\n";
    }

    private HttpResponse<String> replay(HttpRequest.BodyPublisher body) throws Exception {
        return http.send(api("/api/contests/bomber/games/replay").header("Content-Type", "application/json").POST(body).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    /** The API speaks the request's language (Accept-Language) in a problem's detail; its code stays the same. */
    @Test
    void aRefusalIsWrittenInTheRequestsLanguageWithTheSameCode() throws Exception {
        HttpResponse<String> russian = http.send(api("/api/matches/987654321").header("Accept-Language", "ru-RU,ru;q=0.9")
                .GET().build(), HttpResponse.BodyHandlers.ofString());
        expectProblem(russian, 404, "NOT_FOUND", "\"detail\":\"игры 987654321 нет\"");
        HttpResponse<String> persian = http.send(api("/api/matches/987654321").header("Accept-Language", "fa")
                .GET().build(), HttpResponse.BodyHandlers.ofString());
        expectProblem(persian, 404, "NOT_FOUND", "\"detail\":\"بازی 987654321 وجود ندارد\"");
        HttpResponse<String> english = http.send(api("/api/matches/987654321").GET().build(),
                HttpResponse.BodyHandlers.ofString());
        expectProblem(english, 404, "NOT_FOUND", "\"detail\":\"match 987654321 does not exist\"");

        // refused by a filter before the DispatcherServlet: the site's LocaleResolver is asked there too
        byte[] tenMegabytes = json.writeValueAsBytes(Map.of("commands", "x".repeat(10 << 20)));
        HttpResponse<String> tooLarge = http.send(api("/api/contests/bomber/games/replay").header("Content-Type", "application/json")
                .header("Accept-Language", "ru").POST(HttpRequest.BodyPublishers.ofByteArray(tenMegabytes)).build(),
                HttpResponse.BodyHandlers.ofString());
        expectProblem(tooLarge, 413, "TOO_LARGE", "здесь принимается не больше 1 MiB");
        HttpResponse<String> unauthorized = http.send(request("/api/account").header("Accept-Language", "fa").GET().build(),
                HttpResponse.BodyHandlers.ofString());
        expectProblem(unauthorized, 401, "UNAUTHORIZED", "سرآیند Authorization: Bearer <token> را بفرستید");
    }

    @Test
    void aJsonBodyOverItsCapIsRefusedBeforeItIsParsed(CapturedOutput output) throws Exception {
        byte[] tenMegabytes = json.writeValueAsBytes(Map.of("commands", "x".repeat(10 << 20)));

        expectProblem(replay(HttpRequest.BodyPublishers.ofByteArray(tenMegabytes)), 413, "TOO_LARGE",
                "at most 1 MiB are accepted here");
        // without a declared length the body is counted as it is read
        expectProblem(replay(HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(tenMegabytes))),
                413, "TOO_LARGE", "the request body is larger than 1 MiB");
        expectProblem(replay(HttpRequest.BodyPublishers.ofString("{\"commands\": [")), 400, "INVALID_INPUT",
                "the request body could not be read");
        expectQuietLog(output);
    }

    // --- values of a command file bounded by the game ---

    @Test
    void aCommandFileOutOfTheGamesBoundsIsRefusedWithTheGamesSentence(CapturedOutput output) throws Exception {
        expectProblem(replay(HttpRequest.BodyPublishers.ofByteArray(json.writeValueAsBytes(
                Map.of("commands", commandFile("gameTicksMax=50000"))))), 400, "BAD_COMMAND_FILE",
                "command file line 3: gameTicksMax must be between 1 and 1000, not 50000");

        String longName = commandFile("gameTicksMax=5").replace("alice", "a".repeat(65));
        expectProblem(replay(HttpRequest.BodyPublishers.ofByteArray(json.writeValueAsBytes(Map.of("commands", longName)))),
                400, "BAD_COMMAND_FILE", "has 65 characters; at most 64 are allowed");

        String padded = commandFile("gameTicksMax=5") + ("# " + "c".repeat(1000) + "\n").repeat(300);
        expectProblem(replay(HttpRequest.BodyPublishers.ofByteArray(json.writeValueAsBytes(Map.of("commands", padded)))),
                413, "TOO_LARGE", "Bomber takes at most 256 KiB");
        expectQuietLog(output);
    }

    // --- names over their column width ---

    @Test
    void aSeatNameOverItsColumnIsInvalidInputAndNothingIsStored(CapturedOutput output) {
        Contest ping = contests.get("ping");
        long before = jdbc.queryForObject("select count(*) from matches", Long.class);
        assertThatThrownBy(() -> creation.create(ping, new MatchCreation.Request(MatchKind.CUSTOM, "solo", null, Map.of(),
                List.of(SeatEntry.bot("p".repeat(65), "pong")), null, null, 1)))
                .isInstanceOfSatisfying(ArenaException.class, e -> {
                    assertThat(e.code()).isEqualTo("INVALID_INPUT");
                    assertThat(e.getMessage()).contains("has 65 characters; at most 64 are allowed");
                });
        assertThat(jdbc.queryForObject("select count(*) from matches", Long.class)).isEqualTo(before);
        expectQuietLog(output);
    }

    @Test
    void aWorkerIdOverItsColumnIsInvalidInput(CapturedOutput output) throws Exception {
        String credential = arena.sandbox.worker.HttpJobClient.join(URI.create("http://localhost:" + port + "/"),
                "bounds-worker-token", "bounds-" + UUID.randomUUID().toString().substring(0, 8));
        HttpResponse<String> response = http.send(request("/api/worker/lease?worker=" + "w".repeat(100))
                .header("Authorization", "Bearer " + credential).POST(HttpRequest.BodyPublishers.noBody()).build(),
                HttpResponse.BodyHandlers.ofString());
        expectProblem(response, 400, "INVALID_INPUT", "a worker id is 1 to 64 letters, digits or . _ : @ -");

        HttpResponse<String> missing = http.send(request("/api/worker/lease")
                .header("Authorization", "Bearer " + credential).POST(HttpRequest.BodyPublishers.noBody()).build(),
                HttpResponse.BodyHandlers.ofString());
        expectProblem(missing, 400, "INVALID_INPUT", "the request needs the parameter worker");
        expectQuietLog(output);
    }

    // --- replays over the cap, worker reports over their columns ---

    private LeasedJob leaseMatch(Contest ping) {
        Match match = creation.create(ping, new MatchCreation.Request(MatchKind.CUSTOM, "solo", null, Map.of(),
                List.of(SeatEntry.bot("Pong", "pong")), null, null, 1000));
        LeasedJob job = leases.lease("bounds-test", true).orElseThrow();
        assertThat(job.match().matchId()).isEqualTo(match.getId());
        return job;
    }

    private static MatchReport report(String status, byte[] replay) {
        SeatResult result = new SeatResult(0, 1, 0, Score.integer(3), status, Verdict.OK, Map.of());
        return new MatchReport(new Outcome(List.of(result), 3, "played", replay), List.of(MatchReport.SeatReport.BUILT_IN), 5);
    }

    @Test
    void aReplayOverTheCapIsKeptAsItsMarkerAndTheResultStands() {
        Contest ping = contests.get("ping");
        LeasedJob job = leaseMatch(ping);

        leases.completeMatch(job.id(), job.leaseToken(), report("DONE", new byte[ReplayWriter.MAX_BYTES + 1]));

        Match match = queries.get(job.match().matchId());
        assertThat(match.getStatus()).isEqualTo(MatchStatus.FINISHED);
        assertThat(match.getSeats().get(0).getScoreDisplay()).isEqualTo("3");
        byte[] replay = queries.replay(match.getId());
        assertThat(ReplayWriter.isOversized(replay)).isTrue();
        assertThat(ReplayWriter.read(replay).get("game").asString()).isEqualTo("ping");
    }

    @Test
    void aWorkerReportWiderThanItsColumnsIsInvalidInput() {
        Contest ping = contests.get("ping");
        LeasedJob job = leaseMatch(ping);

        assertThatThrownBy(() -> leases.completeMatch(job.id(), job.leaseToken(), report("S".repeat(33), "{}".getBytes())))
                .isInstanceOfSatisfying(ArenaException.class, e -> assertThat(e.code()).isEqualTo("INVALID_INPUT"))
                .hasMessageContaining("the status of seat 0 has 33 characters; at most 32");
        leases.fail(job.id(), job.leaseToken(), "nul \u0000 " + "x".repeat(100_000));
        assertThat(jdbc.queryForObject("select length(last_error) from jobs where id = ?", Integer.class, job.id()))
                .isLessThan(2100);
    }

    // --- the cap on waiting runs holds under concurrent requests ---

    @Test
    void concurrentSolvesRespectTheCapOnWaitingRuns() throws Exception {
        Contest ping = contests.get("ping");
        ArenaUser user = ArenaUser.of(accounts.findUser(username));
        Submission submission = submissionService.submit(user, ping, "python", "main.py", "print(1)".getBytes(), null);
        jdbc.update("update submissions set status = 'ACCEPTED' where id = ?", submission.getId());

        int requests = 16;
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(requests);
        try {
            List<Future<String>> answers = new ArrayList<>();
            for (int i = 0; i < requests; i++) {
                Callable<String> solve = () -> {
                    start.await();
                    try {
                        highScores.solve(ping, "m1", user, submission.getId());
                        return "QUEUED";
                    } catch (ArenaException e) {
                        return e.code();
                    }
                };
                answers.add(pool.submit(solve));
            }
            start.countDown();
            List<String> codes = new ArrayList<>();
            for (Future<String> answer : answers) {
                codes.add(answer.get());
            }
            assertThat(codes).filteredOn("QUEUED"::equals).hasSize(5);
            assertThat(codes).filteredOn("RATE_LIMITED"::equals).hasSize(requests - 5);
        } finally {
            pool.shutdownNow();
        }
        assertThat(jdbc.queryForObject("select count(*) from matches where created_by = ? and kind = 'SOLVE'", Long.class,
                user.id())).isEqualTo(5);
    }

    // --- live-update streams capped per client ---

    private HttpResponse<InputStream> follow(long matchId) throws Exception {
        HttpResponse<InputStream> response = http.send(request("/matches/" + matchId + "/events")
                .header("Accept", "text/event-stream").GET().build(), HttpResponse.BodyHandlers.ofInputStream());
        streams.add(response.body());
        return response;
    }

    @Test
    void liveUpdateStreamsAreCappedPerClient(CapturedOutput output) throws Exception {
        Match match = creation.create(contests.get("ping"), new MatchCreation.Request(MatchKind.CUSTOM, "solo", null,
                Map.of(), List.of(SeatEntry.bot("Pong", "pong")), null, null, 1));

        assertThat(follow(match.getId()).statusCode()).isEqualTo(200);
        HttpResponse<InputStream> second = follow(match.getId());
        assertThat(second.statusCode()).isEqualTo(200);
        HttpResponse<InputStream> third = follow(match.getId());
        assertThat(third.statusCode()).isEqualTo(429);
        assertThat(new String(third.body().readAllBytes(), StandardCharsets.UTF_8)).contains("TOO_MANY_STREAMS")
                .contains("you have 2 live pages open");

        // a page that goes away frees its place once the site notices (its next event or keep-alive)
        second.body().close();
        Eventually.await("a live page again", Duration.ofSeconds(60)).pollInterval(Duration.ofMillis(500))
                .until(() -> follow(match.getId()).statusCode(), status -> status == 200);
        expectQuietLog(output);
    }
}
