package arena.platform.client;

import static org.assertj.core.api.Assertions.assertThat;

import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import arena.testing.Required;
import arena.platform.account.AccountService;
import arena.platform.account.ArenaUser;
import arena.platform.account.RegistrationForm;
import arena.platform.account.Role;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.hamcrest.Matchers;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.web.servlet.MockMvc;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The command-line client as a contestant gets it: downloaded from the site, run as {@code java -jar} against
 * the running site with the ping test game. It logs in with a password (a token is made and stored), uploads a
 * folder and waits for acceptance, lists submissions and games, plays a custom game and downloads its replay;
 * refusals come back as the problem's code with exit status 1.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@AutoConfigureMockMvc
@ActiveProfiles("test")
@TestPropertySource(properties = {"arena.metrics.token=metrics-token-for-tests", "arena.metrics.refresh=0s"})
class ClientIT {

    private static final String PASSWORD = "seven-quiet-harbors";
    private static final String PONG = "import sys\nfor line in sys.stdin:\n    print('pong', flush=True)\n";

    @LocalServerPort
    int port;

    @TempDir
    Path dir;

    @Autowired
    MockMvc mvc;
    @Autowired
    AccountService accounts;

    private final HttpClient http = HttpClient.newHttpClient();
    private final JsonMapper json = JsonMapper.builder().build();
    private Path jar;

    record Run(int exit, String out, String err) {
    }

    private String site() {
        return "http://127.0.0.1:" + port;
    }

    /** The jar the site serves, as a contestant downloads it. */
    @BeforeEach
    void download() throws Exception {
        HttpResponse<byte[]> response = http.send(HttpRequest.newBuilder(URI.create(site() + "/downloads/arena-client.jar"))
                .build(), HttpResponse.BodyHandlers.ofByteArray());
        assertThat(response.statusCode()).as("GET /downloads/arena-client.jar (the build copies it in at package)")
                .isEqualTo(200);
        jar = Files.write(dir.resolve("arena-client.jar"), response.body());
    }

    private Run client(String stdin, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", jar.toString()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile());
        // the config file goes to this test's folder, never the user's own
        builder.environment().put("XDG_CONFIG_HOME", dir.resolve("config").toString());
        builder.environment().remove("ARENA_TOKEN");
        builder.environment().remove("ARENA_URL");
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        Process process = builder.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        process.getOutputStream().write(stdin.getBytes(StandardCharsets.UTF_8));
        process.getOutputStream().close();
        assertThat(process.waitFor(6, TimeUnit.MINUTES)).as("client " + String.join(" ", args) + " ended").isTrue();
        return new Run(process.exitValue(), Files.readString(out), Files.readString(err));
    }

    private String register() throws Exception {
        String name = "cli" + UUID.randomUUID().toString().substring(0, 8);
        HttpResponse<String> created = http.send(HttpRequest.newBuilder(URI.create(site() + "/api/account/register"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json.writeValueAsString(Map.of("username", name, "password", PASSWORD))))
                .build(), HttpResponse.BodyHandlers.ofString());
        assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
        return name;
    }

    private static long number(String text, String pattern) {
        Matcher matcher = Pattern.compile(pattern).matcher(text);
        assertThat(matcher.find()).as(pattern + " in " + text).isTrue();
        return Long.parseLong(matcher.group(1));
    }

    @Test
    void aContestantUploadsWaitsPlaysAndDownloadsTheReplay() throws Exception {
        Required.tool("python3");
        String name = register();

        Run login = client(PASSWORD + "\n", "login", site(), "--user", name);
        assertThat(login.exit()).as(login.toString()).isZero();
        assertThat(login.out()).contains("as " + name);
        Path config = dir.resolve("config/arena/config");
        assertThat(Files.readString(config)).contains("token=arena_");
        assertThat(Files.getPosixFilePermissions(config)).hasSize(2);

        Run contests = client("", "contests");
        assertThat(contests.exit()).as(contests.toString()).isZero();
        assertThat(contests.out()).contains("ping", "solo,duel");

        Path bot = Files.createDirectories(dir.resolve("pongbot"));
        Files.writeString(bot.resolve("main.py"), PONG);
        Run submit = client("", "submit", "ping", bot.toString(), "--wait", "--timeout", "5m");
        assertThat(submit.exit()).as(submit.toString()).isZero();
        long submission = number(submit.out(), "submission (\\d+) \\(python\\) queued");
        assertThat(submit.out()).contains("accepted: it is now your main strategy");

        Run submissions = client("", "submissions", "ping");
        assertThat(submissions.exit()).as(submissions.toString()).isZero();
        assertThat(submissions.out()).containsPattern(submission + "\\s+ACCEPTED \\(main\\)\\s+python\\s+pongbot.zip");

        Run custom = client("", "custom", "ping", "--opponents", "pong", "--wait", "--timeout", "5m");
        assertThat(custom.exit()).as(custom.toString()).isZero();
        long game = number(custom.out(), "game (\\d+) queued");
        assertThat(custom.out()).contains("finished", "PLACE", name);

        Run games = client("", "games", "ping");
        assertThat(games.exit()).as(games.toString()).isZero();
        assertThat(games.out()).containsPattern(game + "\\s+CUSTOM\\s+duel").containsPattern("ACCEPTANCE\\s+solo");

        Run replay = client("", "replay", Long.toString(game), "-o", "game.json");
        assertThat(replay.exit()).as(replay.toString()).isZero();
        JsonNode saved = json.readTree(dir.resolve("game.json").toFile());
        assertThat(saved.isObject()).isTrue();
    }

    /**
     * reproduce: a bomber game the site played (the python starter pack against built-in bots) played again by the
     * engine inside the downloaded client, every state identical and the engine version the site's.
     */
    @Test
    void aFinishedGameReproducesIdenticallyWithTheClientsEngine() throws Exception {
        Required.tool("python3");
        String name = register();
        assertThat(client(PASSWORD + "\n", "login", site(), "--user", name).exit()).isZero();
        Path pack = dir.resolve("bomber-python.zip");
        try (var in = getClass().getResourceAsStream("/arena/game/bomber/packs/bomber-python.zip")) {
            assertThat(in).as("the bomber python pack on the class path").isNotNull();
            Files.copy(in, pack);
        }
        Run submit = client("", "submit", "bomber", pack.toString(), "--language", "python", "--wait", "--timeout", "5m");
        assertThat(submit.exit()).as(submit.toString()).isZero();
        Run custom = client("", "custom", "bomber", "--opponents", "quickstart,random", "--format", "3p", "--map",
                "classic", "--wait", "--timeout", "5m");
        assertThat(custom.exit()).as(custom.toString()).isZero();
        long game = number(custom.out(), "game (\\d+) queued");

        Run reproduce = client("", "reproduce", Long.toString(game));
        assertThat(reproduce.exit()).as(reproduce.toString()).isZero();
        assertThat(reproduce.out()).contains("game " + game + " (Bomber), engine ", "the version that played it")
                .containsPattern("identical, \\d+ turns");

        Run missing = client("", "reproduce", "987654321");
        assertThat(missing.exit()).as(missing.toString()).isEqualTo(1);
        assertThat(missing.err()).contains("NOT_FOUND (404)");
    }

    @Test
    void theAccountPageWhereTokensAreMadeLinksTheClient() throws Exception {
        ArenaUser user = ArenaUser.of(accounts.register(new RegistrationForm("acc" + UUID.randomUUID().toString()
                .substring(0, 8), PASSWORD), Role.CONTESTANT));
        mvc.perform(get("/account").with(user(user))).andExpect(status().isOk())
                .andExpect(content().string(Matchers.containsString("href=\"/downloads/arena-client.jar\"")))
                .andExpect(content().string(Matchers.containsString("java -jar arena-client.jar login http://localhost")));
    }

    @Test
    void refusalsPrintTheProblemCodeAndExitOne() throws Exception {
        String name = register();
        assertThat(client(PASSWORD + "\n", "login", site(), "--user", name).exit()).isZero();
        Path file = Files.writeString(dir.resolve("main.py"), PONG);

        Run unknownContest = client("", "submit", "no-such-contest", file.toString(), "--language", "python");
        assertThat(unknownContest.exit()).isEqualTo(1);
        assertThat(unknownContest.err()).contains("NOT_FOUND (404)");

        Run unknownLanguage = client("", "submit", "ping", file.toString(), "--language", "cobol");
        assertThat(unknownLanguage.exit()).isEqualTo(1);
        assertThat(unknownLanguage.err()).contains("UNKNOWN_LANGUAGE (400)");

        Run noStrategy = client("", "custom", "ping", "--opponents", "pong");
        assertThat(noStrategy.exit()).isEqualTo(1);
        assertThat(noStrategy.err()).contains("NO_STRATEGY (409)");

        Run badLogin = client("", "login", site(), "--token", "arena_not-a-token");
        assertThat(badLogin.exit()).isEqualTo(1);
        assertThat(badLogin.err()).contains("UNAUTHORIZED (401)");

        Run usage = client("", "replay", "twelve");
        assertThat(usage.exit()).isEqualTo(2);
        assertThat(usage.err()).contains("game id must be a number");
    }
}
