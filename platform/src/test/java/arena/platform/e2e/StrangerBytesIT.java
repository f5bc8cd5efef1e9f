package arena.platform.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;

import arena.platform.StrangerBytes;
import arena.platform.job.SafeText;
import arena.testing.Required;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.UUID;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;
import tools.jackson.databind.JsonNode;

/**
 * A strategy's output is bytes from a stranger: whatever it writes (NUL, invalid UTF-8, terminal
 * escapes, very long lines) to its log, into its protocol answers or through its compiler is stored
 * and shown escaped, and never voids its game: its verdicts stand.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
class StrangerBytesIT {

    private static final Duration PIPELINE = Duration.ofMinutes(3);
    private static final String FINAL = "ACCEPTED|REJECTED";
    /** {@link StrangerBytes#PREFIX} as it is stored and shown. */
    private static final String PREFIX_ESCAPED = "nul\\x00esc\\x1b[2J";

    @Autowired
    MockMvc mvc;
    @Autowired
    UserDetailsService users;

    /** The user of the running test, signed in for the API (a token) and for pages (a session). */
    private String username;

    private ApiClient newClient(String prefix) throws Exception {
        username = prefix + UUID.randomUUID().toString().substring(0, 6);
        return new ApiClient(mvc).register(username, "seven-quiet-harbors");
    }

    /** A page as the test's user sees it, with the evidence of their own seats. */
    private String page(String path) throws Exception {
        MvcResult result = mvc.perform(get(path).with(user(users.loadUserByUsername(username)))).andReturn();
        assertThat(result.getResponse().getStatus()).as(path).isEqualTo(200);
        return result.getResponse().getContentAsString(StandardCharsets.UTF_8);
    }

    private static JsonNode awaitVerdict(ApiClient client, JsonNode queued) throws Exception {
        return client.await("/api/submissions/" + queued.get("id").asLong(),
                found -> found.get("status").asString().matches(FINAL), PIPELINE);
    }

    private static byte[] zip(Map<String, byte[]> files) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream out = new ZipOutputStream(bytes)) {
            for (Map.Entry<String, byte[]> file : files.entrySet()) {
                out.putNextEntry(new ZipEntry(file.getKey()));
                out.write(file.getValue());
                out.closeEntry();
            }
        }
        return bytes.toByteArray();
    }

    private static String entry(byte[] zip, String name) throws Exception {
        try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(zip))) {
            for (ZipEntry entry = in.getNextEntry(); entry != null; entry = in.getNextEntry()) {
                if (entry.getName().equals(name)) {
                    return new String(in.readAllBytes(), StandardCharsets.UTF_8);
                }
            }
        }
        throw new AssertionError(name + " is not in the pack");
    }

    /** Stored text a stranger wrote: safe, with our visible escapes for what it held. */
    private static void assertEscaped(String stored) {
        assertThat(stored).isNotNull();
        assertThat(SafeText.isSafe(stored)).as("safe: %s", stored).isTrue();
        assertThat(stored).contains(PREFIX_ESCAPED + "\uFFFD");
    }

    /** A page showing such text renders it escaped: no control character reaches the browser. */
    private static void assertRendersEscaped(String html, String escaped) {
        assertThat(SafeText.isSafe(html.replace("\r", ""))).as("the page holds no control characters").isTrue();
        assertThat(html).contains(escaped).doesNotContain("<script>alert(1)");
    }

    /** The racetrack regression: a NUL on stderr once voided every game of the strategy that wrote it. */
    @Test
    void racetrackStrategyWritingNulToStderrGetsItsRealResult() throws Exception {
        Required.tool("python3");
        ApiClient client = newClient("nul");
        String pack = entry(ApiClient.resource("arena/game/racetrack/packs/racetrack-python.zip"), "main.py");
        String source = pack.replace("def main():\n",
                "def main():\n    sys.stderr.buffer.write(b'before\\x00after\\n')\n    sys.stderr.flush()\n");
        assertThat(source).isNotEqualTo(pack);

        JsonNode submission = awaitVerdict(client, client.upload("racetrack", "python", "main.py",
                source.getBytes(StandardCharsets.UTF_8)));

        assertThat(submission.get("status").asString()).as(submission.toString()).isEqualTo("ACCEPTED");
        Map<String, String> simpleTimes = Map.of("T1", "39.000000", "T2", "107.000000", "T3", "199.000000",
                "T4", "255.000000", "T5", "1079.000000");
        for (JsonNode game : submission.get("acceptance")) {
            assertThat(game.get("status").asString()).isEqualTo("FINISHED");
            assertThat(game.get("seats").get(0).get("score").asString()).isEqualTo(simpleTimes.get(game.get("map").asString()));
        }
        JsonNode match = client.fetch("/api/matches/" + submission.get("acceptance").get(0).get("matchId").asLong());
        assertThat(match.get("seats").get(0).get("log").asString()).contains("before\\x00after");
    }

    @Test
    void randomBytesOnStderrAreKeptEscapedAndTheGameCounts() throws Exception {
        Required.tool("python3");
        ApiClient client = newClient("log");
        String bot = """
                import sys
                noise = open('noise.bin', 'rb').read()
                sys.stderr.buffer.write(noise)
                sys.stderr.flush()
                for line in sys.stdin:
                    sys.stderr.buffer.write(noise[:5000])
                    sys.stderr.flush()
                    print('pong', flush=True)
                """;
        byte[] noise = StrangerBytes.of(11, 100_000);
        JsonNode submission = awaitVerdict(client, client.upload("ping", "python", "bot.zip",
                zip(Map.of("main.py", bot.getBytes(StandardCharsets.UTF_8), "noise.bin", noise))));

        assertThat(submission.get("status").asString()).as(submission.toString()).isEqualTo("ACCEPTED");
        long matchId = submission.get("acceptance").get(0).get("matchId").asLong();
        JsonNode seat = client.fetch("/api/matches/" + matchId).get("seats").get(0);
        assertThat(seat.get("verdict").asString()).isEqualTo("OK");
        assertThat(seat.get("score").asString()).isEqualTo("3");
        assertEscaped(seat.get("log").asString());
        assertThat(seat.get("log").asString()).contains("bytes left out");
        assertRendersEscaped(page("/matches/" + matchId), PREFIX_ESCAPED);
    }

    @Test
    void randomBytesAsAnAnswerLoseByTheirVerdictNotByAVoid() throws Exception {
        Required.tool("python3");
        ApiClient client = newClient("ans");
        String bot = """
                import sys
                noise = open('noise.bin', 'rb').read()
                for line in sys.stdin:
                    sys.stdout.buffer.write(noise + b'\\n')
                    sys.stdout.flush()
                """;
        JsonNode submission = awaitVerdict(client, client.upload("ping", "python", "bot.zip",
                zip(Map.of("main.py", bot.getBytes(StandardCharsets.UTF_8), "noise.bin", StrangerBytes.line(12, 20_000)))));

        assertThat(submission.get("status").asString()).as(submission.toString()).isEqualTo("REJECTED");
        assertThat(submission.get("reasonCode").asString()).isEqualTo("ACCEPTANCE_FAILED");
        assertThat(submission.get("reasonMessage").asString()).contains("PROTOCOL_ERROR: expected pong, got ");
        assertEscaped(submission.get("reasonMessage").asString());
        JsonNode game = submission.get("acceptance").get(0);
        assertThat(game.get("status").asString()).isEqualTo("FINISHED");
        assertEscaped(game.get("seats").get(0).get("verdictMessage").asString());
        assertRendersEscaped(page("/submissions/" + submission.get("id").asLong()), PREFIX_ESCAPED);
        assertRendersEscaped(page("/matches/" + game.get("matchId").asLong()), PREFIX_ESCAPED);
    }

    @Test
    void aCompileLogEchoingTheSourceIsKeptEscaped() throws Exception {
        Required.tool("g++");
        ApiClient client = newClient("cc");
        ByteArrayOutputStream source = new ByteArrayOutputStream();
        source.writeBytes("#error \"".getBytes(StandardCharsets.US_ASCII));
        source.writeBytes(StrangerBytes.line(13, 2_000));
        source.writeBytes("\"\nint main() { return 0; }\n".getBytes(StandardCharsets.US_ASCII));

        JsonNode submission = awaitVerdict(client, client.upload("ping", "cpp", "main.cpp", source.toByteArray()));

        assertThat(submission.get("status").asString()).as(submission.toString()).isEqualTo("REJECTED");
        assertThat(submission.get("reasonCode").asString()).isEqualTo("COMPILE_ERROR");
        assertThat(SafeText.isSafe(submission.get("reasonMessage").asString())).isTrue();
        // the reason is the compiler's first error, which quotes the stranger bytes of line 1 (which one comes first
        // depends on the bytes: the #error directive or a byte the lexer refuses)
        assertThat(submission.get("reasonMessage").asString()).startsWith("main.cpp:1:").contains("error:");
        assertThat(SafeText.isSafe(submission.get("compileLog").asString())).isTrue();
        assertThat(submission.get("compileLog").asString()).contains("#error").contains("esc\\x1b[2J\uFFFD");
        assertRendersEscaped(page("/submissions/" + submission.get("id").asLong()), "esc\\x1b[2J");
    }

    /** Bomber quotes a broken first line in its verdict, and keeps a bot's debug text in the replay. */
    @Test
    void bomberAnswersOfRandomBytesAreQuotedEscapedAndTheReplayStaysJson() throws Exception {
        Required.tool("python3");
        ApiClient client = newClient("bmb");
        String broken = """
                import sys
                noise = open('noise.bin', 'rb').read()
                sys.stdin.readline()
                sys.stdout.buffer.write(noise + b'\\n')
                sys.stdout.flush()
                sys.stdin.read()
                """;
        JsonNode rejected = awaitVerdict(client, client.upload("bomber", "python", "bot.zip",
                zip(Map.of("main.py", broken.getBytes(StandardCharsets.UTF_8), "noise.bin", StrangerBytes.line(14, 300)))));

        assertThat(rejected.get("status").asString()).as(rejected.toString()).isEqualTo("REJECTED");
        assertThat(rejected.get("reasonCode").asString()).isEqualTo("ACCEPTANCE_FAILED");
        assertThat(rejected.get("reasonMessage").asString()).contains("PROTOCOL_ERROR");
        assertEscaped(rejected.get("reasonMessage").asString());
        assertThat(rejected.get("acceptance")).allSatisfy(game -> assertThat(game.get("status").asString()).isEqualTo("FINISHED"));

        String chatty = """
                import json, sys
                noise = open('noise.bin', 'rb').read()
                debug = noise.decode('utf-8', 'surrogateescape') + '\\ud800'
                sys.stderr.buffer.write(noise)
                sys.stderr.flush()
                for line in sys.stdin:
                    message = json.loads(line)
                    if message['type'] == 'init':
                        print('{"type":"ready"}', flush=True)
                    elif message['type'] == 'tick' and message['tick'] == 0:
                        sys.stdout.buffer.write(noise.replace(b'\\n', b' ') + b'\\n')
                        sys.stdout.flush()
                    elif message['type'] == 'tick':
                        print(json.dumps({'type': 'action', 'tick': message['tick'], 'action': 'WAIT', 'debug': debug}),
                              flush=True)
                """;
        JsonNode accepted = awaitVerdict(client, client.upload("bomber", "python", "bot.zip",
                zip(Map.of("main.py", chatty.getBytes(StandardCharsets.UTF_8), "noise.bin", StrangerBytes.of(15, 200)))));

        assertThat(accepted.get("status").asString()).as(accepted.toString()).isEqualTo("ACCEPTED");
        long matchId = accepted.get("acceptance").get(0).get("matchId").asLong();
        JsonNode replay = client.fetch("/api/matches/" + matchId + "/replay");
        assertThat(replay.get("ticks").get(0).get("invalid").toString()).contains("not a JSON object");
        assertThat(replay.get("ticks").get(1).get("debug").toString()).contains("\\u0000");
        assertRendersEscaped(page("/matches/" + matchId), PREFIX_ESCAPED);
    }
}
