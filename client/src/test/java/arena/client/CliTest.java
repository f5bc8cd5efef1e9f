package arena.client;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The client against a small fake site: exit codes, problem details, language guessing, a rejection's evidence. */
class CliTest {

    private static final String CONTEST = """
            {"slug":"ping","game":"ping","formats":[{"id":"solo","seats":1},{"id":"duel","seats":2}],"bots":["pong"],
             "languages":[{"id":"python","name":"Python 3","extension":"py"},{"id":"java","name":"Java","extension":"java"}]}""";
    private static final String REJECTED = """
            {"id":7,"status":"REJECTED","reasonCode":"COMPILE_ERROR","reasonMessage":"main.py:1: invalid syntax",
             "compileLog":"File main.py, line 1\\nSyntaxError: invalid syntax","main":false,"acceptance":[]}""";

    @TempDir
    Path home;

    HttpServer server;
    String url;
    final List<String> requests = new CopyOnWriteArrayList<>();
    final ByteArrayOutputStream out = new ByteArrayOutputStream();
    final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @BeforeEach
    void startSite() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", this::answer);
        server.start();
        url = "http://127.0.0.1:" + server.getAddress().getPort();
    }

    @AfterEach
    void stopSite() {
        server.stop(0);
    }

    private void answer(HttpExchange exchange) throws IOException {
        String auth = exchange.getRequestHeaders().getFirst("Authorization");
        String path = exchange.getRequestURI().getPath();
        byte[] body = exchange.getRequestBody().readAllBytes();
        requests.add(exchange.getRequestMethod() + " " + path + " " + new String(body, StandardCharsets.UTF_8));
        if (!"Bearer arena_good".equals(auth)) {
            send(exchange, 401, "application/problem+json", "{\"status\":401,\"code\":\"UNAUTHORIZED\",\"detail\":\"send a token\"}");
        } else if (path.equals("/api/account")) {
            send(exchange, 200, "application/json", "{\"id\":1,\"username\":\"ada\",\"role\":\"CONTESTANT\"}");
        } else if (path.equals("/api/contests/ping")) {
            send(exchange, 200, "application/json", CONTEST);
        } else if (path.equals("/api/contests/ping/submissions")) {
            send(exchange, 202, "application/json", "{\"id\":7,\"status\":\"QUEUED\"}");
        } else if (path.equals("/api/submissions/7")) {
            send(exchange, 200, "application/json", REJECTED);
        } else if (path.equals("/api/contests/nope/submissions")) {
            send(exchange, 404, "application/problem+json", "{\"status\":404,\"code\":\"NOT_FOUND\",\"detail\":\"contest nope does not exist\"}");
        } else {
            send(exchange, 502, "text/html", "<html>bad gateway</html>");
        }
    }

    private static void send(HttpExchange exchange, int status, String type, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().add("Content-Type", type);
        exchange.sendResponseHeaders(status, bytes.length);
        exchange.getResponseBody().write(bytes);
        exchange.close();
    }

    private int run(Map<String, String> env, String stdin, String... args) {
        Cli cli = new Cli(env, home, new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return cli.run(args);
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void loginChecksTheTokenThenStoresIt() throws Exception {
        assertThat(run(Map.of(), "arena_good\n", "login", url)).isEqualTo(ExitCode.OK);
        assertThat(out()).contains("logged in to " + url + " as ada");
        assertThat(Files.readString(Config.file(Map.of(), home))).contains("token=arena_good");
    }

    @Test
    void aRefusedTokenIsNotStored() {
        assertThat(run(Map.of(), "", "login", url, "--token", "arena_bad")).isEqualTo(ExitCode.REFUSED);
        assertThat(err()).contains("UNAUTHORIZED (401): send a token");
        assertThat(Files.exists(Config.file(Map.of(), home))).isFalse();
    }

    @Test
    void theProblemsCodeIsPrintedAndTheExitCodeIsOne() throws Exception {
        Path file = Files.writeString(home.resolve("main.py"), "print('pong')");
        Map<String, String> env = Map.of("ARENA_URL", url, "ARENA_TOKEN", "arena_good");
        assertThat(run(env, "", "submit", "nope", file.toString(), "--language", "python")).isEqualTo(ExitCode.REFUSED);
        assertThat(err()).contains("arena: NOT_FOUND (404): contest nope does not exist");
    }

    @Test
    void aPageThatIsNotProblemDetailsStillGivesTheStatus() {
        assertThat(run(Map.of("ARENA_URL", url, "ARENA_TOKEN", "arena_good"), "", "games", "other"))
                .isEqualTo(ExitCode.REFUSED);
        assertThat(err()).contains("HTTP_502 (502)");
    }

    @Test
    void theLanguageIsGuessedAndARejectionShowsItsReasonAndLog() throws Exception {
        Path file = Files.writeString(home.resolve("main.py"), "print('pong'");
        int exit = run(Map.of("ARENA_URL", url, "ARENA_TOKEN", "arena_good"), "", "submit", "ping", file.toString(), "--wait");
        assertThat(exit).isEqualTo(ExitCode.REFUSED);
        assertThat(requests).anyMatch(request -> request.startsWith("POST /api/contests/ping/submissions")
                && request.contains("name=\"language\"") && request.contains("python") && request.contains("filename=\"main.py\""));
        assertThat(out()).contains("submission 7 (python) queued", "rejected: COMPILE_ERROR: main.py:1: invalid syntax",
                "SyntaxError: invalid syntax");
    }

    @Test
    void anUnknownExtensionAsksForTheLanguage() throws Exception {
        Path file = Files.writeString(home.resolve("bot.rb"), "puts 1");
        assertThat(run(Map.of("ARENA_URL", url, "ARENA_TOKEN", "arena_good"), "", "submit", "ping", file.toString()))
                .isEqualTo(ExitCode.USAGE);
        assertThat(err()).contains("cannot tell the language of bot.rb: add --language (one of python, java)");
    }

    @Test
    void aSourceThatIsNotThereIsALocalFileNotReadExitThree() {
        assertThat(run(Map.of("ARENA_URL", url, "ARENA_TOKEN", "arena_good"), "", "submit", "ping",
                home.resolve("my-bot").toString())).isEqualTo(ExitCode.UNREACHABLE);
        assertThat(err()).isEqualTo("arena: no such file or folder: " + home.resolve("my-bot") + System.lineSeparator());
    }

    @Test
    void withoutConfigurationTheCommandSaysToLogIn() {
        assertThat(run(Map.of(), "", "contests")).isEqualTo(ExitCode.USAGE);
        assertThat(err()).contains("run `java -jar arena-client.jar login <site-url>`");
    }

    @Test
    void anUnreachableSiteIsExitThree() {
        server.stop(0);
        assertThat(run(Map.of("ARENA_URL", url, "ARENA_TOKEN", "arena_good"), "", "contests")).isEqualTo(ExitCode.UNREACHABLE);
        assertThat(err()).contains("cannot connect to " + url);
    }

    @Test
    void unknownCommandIsAUsageError() {
        assertThat(run(Map.of(), "", "frobnicate")).isEqualTo(ExitCode.USAGE);
        assertThat(err()).contains("unknown command frobnicate");
        assertThat(run(Map.of(), "", "help")).isEqualTo(ExitCode.OK);
        assertThat(out()).contains("submit <contest> <file|folder|->");
    }
}
