package arena.sandbox.local;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Launch;
import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.ReasonCode;
import arena.game.api.SeatEvent;
import arena.game.api.SeatHub;
import arena.game.api.Transport;
import arena.sandbox.RunningStrategy;
import arena.sandbox.StrategySpec;
import arena.sandbox.build.BuildRequest;
import arena.sandbox.build.BuildResult;
import arena.sandbox.build.SourceTree;
import arena.sandbox.suite.SiteSecrets;
import arena.sandbox.suite.Toolchains;
import arena.sandbox.testgame.Bots;
import arena.testing.Eventually;
import arena.testing.Required;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class LocalProcessSandboxTest {

    private static final Limits LIMITS = new Limits(Duration.ofSeconds(10), Duration.ofSeconds(5), Duration.ZERO, 256, 1 << 20);
    private final LocalProcessSandbox sandbox = new LocalProcessSandbox();

    private static byte[] zip(String... pathsAndContents) {
        Map<String, byte[]> files = new LinkedHashMap<>();
        for (int i = 0; i < pathsAndContents.length; i += 2) {
            files.put(pathsAndContents[i], pathsAndContents[i + 1].getBytes(StandardCharsets.UTF_8));
        }
        return SourceTree.of(files).zip();
    }

    private BuildResult build(String language, byte[] sources) throws InterruptedException {
        return sandbox.build(new BuildRequest(language, sources, Duration.ofSeconds(60), "test"));
    }

    private static SeatEvent next(SeatHub hub) throws InterruptedException {
        SeatEvent event = hub.poll(hub.now() + Duration.ofSeconds(20).toNanos());
        assertThat(event).as("an event within 20 s").isNotNull();
        return event;
    }

    /** Sends a line and collects what the strategy answers up to its first newline. */
    private static String answer(RunningStrategy strategy, SeatHub hub, String line) throws Exception {
        strategy.send(line.getBytes(StandardCharsets.UTF_8));
        StringBuilder out = new StringBuilder();
        while (!out.toString().contains("\n")) {
            SeatEvent event = next(hub);
            assertThat(event).as("an answer of the started program").isInstanceOf(SeatEvent.Received.class);
            out.append(new String(((SeatEvent.Received) event).data(), StandardCharsets.UTF_8));
        }
        return out.toString();
    }

    @Test
    void aCompiledCppProgramRunsFromItsArtifact() throws Exception {
        Required.tool("g++");
        BuildResult build = build("cpp", zip("main.cpp", """
                #include <iostream>
                #include <string>
                int main() { std::string line; while (std::getline(std::cin, line)) std::cout << "echo " << line << std::endl; }
                """));
        assertThat(build.ok()).as(build.log()).isTrue();
        SeatHub hub = new SeatHub(new MatchSetup("solo", null, 1, List.of("me"), LIMITS, Map.of()));
        try (RunningStrategy strategy = sandbox.start(new StrategySpec(0, "me", "cpp", build.artifact(), build.entry(),
                Launch.stdio(), LIMITS, "test"), hub)) {
            hub.add(strategy);
            assertThat(answer(strategy, hub, "hello\n")).isEqualTo("echo hello\n");
        }
    }

    /** The 2013 CodeTroopers judge's defines; its strategies test them (local debugging left out). */
    @Test
    void cppIsBuiltWithTheJudgesDefines() throws Exception {
        Required.tool("g++");
        BuildResult build = build("cpp", zip("main.cpp", """
                #if !defined(ONLINE_JUDGE) || !defined(_LINUX)
                #error built without the judge's defines
                #endif
                int main() { return 0; }
                """));
        assertThat(build.ok()).as(build.log()).isTrue();
    }

    /** The judge's defines reach a CMake project's sources too. */
    @Test
    void cmakeProjectIsBuiltWithTheJudgesDefines() throws Exception {
        Required.tool("g++");
        Required.tool("cmake");
        Required.tool("make");
        BuildResult build = build("cpp", zip("CMakeLists.txt", """
                cmake_minimum_required(VERSION 3.13)
                project(judged LANGUAGES CXX)
                set(CMAKE_CXX_FLAGS "${CMAKE_CXX_FLAGS} -Wall")
                add_executable(judged src/main.cpp)
                """, "src/main.cpp", """
                #if !defined(ONLINE_JUDGE) || !defined(_LINUX)
                #error built without the judge's defines
                #endif
                int main() { return 0; }
                """));
        assertThat(build.ok()).as(build.log()).isTrue();
    }

    /** unsafe-local compiles and runs with this machine's toolchains, as the isolated sandboxes do. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"echo-csharp", "echo-pascal", "echo-go", "echo-go-gopath", "echo-cmake"})
    void eachLanguageCompilesAndAnswersAsPlainProcesses(String bot) throws Exception {
        Toolchains.require(bot);
        BuildResult build = build(Bots.language(bot), Bots.zip(bot));
        assertThat(build.ok()).as(build.log()).isTrue();
        assertThat(SourceTree.unzip(build.artifact(), 64 << 20, 10_000).files().keySet())
                .as("no build tree, cache or compiled units left in the artifact")
                .noneMatch(path -> path.startsWith("arena-build/") || path.startsWith("arena-go/")
                        || path.startsWith("arena-units/"));

        SeatHub hub = new SeatHub(new MatchSetup("solo", null, 1, List.of("me"), LIMITS, Map.of()));
        try (RunningStrategy strategy = sandbox.start(new StrategySpec(0, "me", Bots.language(bot), build.artifact(),
                build.entry(), Launch.stdio(), LIMITS, "test"), hub)) {
            hub.add(strategy);
            assertThat(answer(strategy, hub, "ping 1\n")).isEqualTo("pong 1\n");
        }
    }

    @Test
    void pythonStdioStrategyEchoesLinesAndItsStderrGoesToTheLog() throws Exception {
        Required.tool("python3");
        BuildResult build = build("python", zip("main.py", """
                import sys
                for line in sys.stdin:
                    print("thinking", file=sys.stderr, flush=True)
                    print("echo " + line.strip(), flush=True)
                """));
        assertThat(build.ok()).as(build.log()).isTrue();
        assertThat(build.entry()).isEqualTo("main.py");

        SeatHub hub = new SeatHub(new MatchSetup("solo", null, 1, List.of("me"), LIMITS, Map.of()));
        try (RunningStrategy strategy = sandbox.start(new StrategySpec(0, "me", "python", build.artifact(), build.entry(),
                Launch.stdio(), LIMITS, "test"), hub)) {
            hub.add(strategy);
            assertThat(answer(strategy, hub, "hello\n")).isEqualTo("echo hello\n");
            assertThat(strategy.lastInput()).isEqualTo("hello\n");
            strategy.kill();
            // "thinking" was written before the answer (written after it, the kill could come first); the stderr
            // reader is a thread of its own: on a busy machine it may need more than a moment
            Eventually.await("the strategy's stderr is read", Duration.ofSeconds(10)).pollInterval(Duration.ofMillis(100))
                    .untilAsserted(() -> assertThat(strategy.log()).contains("thinking"));
        }
    }

    @Test
    void javaHttpStrategyIsReachedOnThePortItIsGiven() throws Exception {
        Required.tool("javac");
        BuildResult build = build("java", zip("Main.java", """
                import com.sun.net.httpserver.HttpServer;
                import java.net.InetSocketAddress;
                public class Main {
                    public static void main(String[] args) throws Exception {
                        HttpServer server = HttpServer.create(new InetSocketAddress(Integer.parseInt(args[0])), 0);
                        server.createContext("/", exchange -> {
                            byte[] body = ("got " + new String(exchange.getRequestBody().readAllBytes())).getBytes();
                            exchange.sendResponseHeaders(200, body.length);
                            exchange.getResponseBody().write(body);
                            exchange.close();
                        });
                        server.start();
                    }
                }
                """));
        assertThat(build.ok()).as(build.log()).isTrue();
        assertThat(build.entry()).isEqualTo("Main");

        Launch http = new Launch(Transport.HTTP, 8080, List.of("{port}"), Map.of("PORT", "{port}"), "");
        SeatHub hub = new SeatHub(new MatchSetup("solo", null, 1, List.of("me"), LIMITS, Map.of()));
        try (RunningStrategy strategy = sandbox.start(new StrategySpec(0, "me", "java", build.artifact(), build.entry(),
                http, LIMITS, "test"), hub)) {
            hub.add(strategy);
            assertThat(next(hub)).isInstanceOf(SeatEvent.Connected.class);
            strategy.send("1 LLLUUUURRRRRRDDDDLLL".getBytes(StandardCharsets.US_ASCII));
            SeatEvent event = next(hub);
            assertThat(event).isInstanceOf(SeatEvent.Reply.class);
            SeatEvent.Reply reply = (SeatEvent.Reply) event;
            assertThat(reply.status()).isEqualTo(200);
            assertThat(new String(reply.body(), StandardCharsets.US_ASCII)).isEqualTo("got 1 LLLUUUURRRRRRDDDDLLL");
        }
    }

    @Test
    void strategiesAndBuildsStartWithAnExplicitEnvironmentThatHoldsNoneOfTheWorkers() throws Exception {
        Required.tool("python3");
        Required.tool("javac");
        BuildResult build = build("python", zip("main.py", """
                import os
                for key in sorted(os.environ):
                    print("env: %s=%s" % (key, os.environ[key]), flush=True)
                print("done", flush=True)
                """));
        Launch launch = new Launch(Transport.STDIO, 0, List.of(), Map.of("GAME_SETTING", "x"), "");
        SeatHub hub = new SeatHub(new MatchSetup("solo", null, 1, List.of("me"), LIMITS, Map.of()));
        StringBuilder out = new StringBuilder();
        try (RunningStrategy strategy = sandbox.start(new StrategySpec(0, "me", "python", build.artifact(), build.entry(),
                launch, LIMITS, "test"), hub)) {
            while (!out.toString().contains("done\n")) {
                SeatEvent event = next(hub);
                assertThat(event).isInstanceOf(SeatEvent.Received.class);
                out.append(new String(((SeatEvent.Received) event).data(), StandardCharsets.UTF_8));
            }
        }
        BuildResult snooped;
        try (SiteSecrets secrets = new SiteSecrets()) {
            snooped = sandbox.build(new BuildRequest("java", secrets.snoopingJavaSubmission(), Duration.ofSeconds(60), "test"));
        }

        SiteSecrets.assertNoEnvironmentSecretIn(out.toString());
        assertThat(out.toString().lines().filter(line -> line.startsWith("env: ")).map(line -> line.substring(5, line.indexOf('=')))
                .toList()).containsExactly("GAME_SETTING", "HOME", "LANG", "PATH", "TMPDIR");
        assertThat(snooped.log()).contains("the processor ran").contains("env: PATH=");
        SiteSecrets.assertNoEnvironmentSecretIn(snooped.log());
    }

    @Test
    void anOriginalClientReachesTheGameWithTheHostPortAndTokenOfItsEnvironment() throws Exception {
        Required.tool("python3");
        // an AIC20-style client: everything it needs comes from AICHostIP, AICHostPort and AICToken
        BuildResult build = build("python", zip("main.py", """
                import os, socket
                sock = socket.create_connection((os.environ["AICHostIP"], int(os.environ["AICHostPort"])))
                message = '{"type":"token","info":{"token":"%s"},"turn":0}' % os.environ["AICToken"]
                sock.sendall(message.encode() + b"\\0")
                sock.sendall((" ".join(sorted(os.environ)) + "\\0").encode())
                sock.recv(1)
                """));
        assertThat(build.ok()).as(build.log()).isTrue();
        Launch launch = new Launch(Transport.TCP, 7099, List.of(),
                Map.of("AICHostIP", "{host}", "AICHostPort", "{port}", "AICToken", "{token}"), "0123456789abcdef");
        SeatHub hub = new SeatHub(new MatchSetup("2v2", null, 1, List.of("me"), LIMITS, Map.of()));
        StringBuilder got = new StringBuilder();
        try (RunningStrategy strategy = sandbox.start(new StrategySpec(0, "me", "python", build.artifact(), build.entry(),
                launch, LIMITS, "test"), hub)) {
            hub.add(strategy);
            assertThat(next(hub)).isInstanceOf(SeatEvent.Connected.class);
            while (got.chars().filter(c -> c == 0).count() < 2) {
                SeatEvent event = next(hub);
                assertThat(event).as(strategy.log()).isInstanceOf(SeatEvent.Received.class);
                got.append(new String(((SeatEvent.Received) event).data(), StandardCharsets.UTF_8));
            }
            strategy.send(new byte[] {0});
        }
        String[] messages = got.toString().split("\0");
        assertThat(messages[0]).isEqualTo("{\"type\":\"token\",\"info\":{\"token\":\"0123456789abcdef\"},\"turn\":0}");
        assertThat(messages[1].split(" ")).containsExactly("AICHostIP", "AICHostPort", "AICToken", "HOME", "LANG", "PATH",
                "TMPDIR");
    }

    @Test
    void aStrategyThatExitsIsReportedWithItsExitCode() throws Exception {
        Required.tool("python3");
        BuildResult build = build("python", zip("main.py", "import sys\nsys.exit(3)\n"));
        SeatHub hub = new SeatHub(new MatchSetup("solo", null, 1, List.of("me"), LIMITS, Map.of()));
        try (RunningStrategy strategy = sandbox.start(new StrategySpec(0, "me", "python", build.artifact(), build.entry(),
                Launch.stdio(), LIMITS, "test"), hub)) {
            SeatEvent event = next(hub);
            while (event instanceof SeatEvent.Disconnected) {
                event = next(hub);
            }
            assertThat(event).isInstanceOf(SeatEvent.Exited.class);
            SeatEvent.Exited exited = (SeatEvent.Exited) event;
            assertThat(exited.status().reason()).isEqualTo(ReasonCode.RUNTIME_ERROR);
            assertThat(exited.status().exitCode()).isEqualTo(3);
        }
    }

    @Test
    void compileErrorsAreResultsWithTheFirstErrorLine() throws Exception {
        Required.tool("javac");
        BuildResult build = build("java", zip("Main.java", "public class Main { public static void main(String[] a) { int x = } }"));
        assertThat(build.ok()).isFalse();
        assertThat(build.message()).contains("Main.java:1: error");
        assertThat(build.log()).contains("error");
    }

    @Test
    void aSubmissionWithoutEntryPointIsACompileErrorWithAReason() throws Exception {
        BuildResult build = build("java", zip("Helper.java", "class Helper {}"));
        assertThat(build.ok()).isFalse();
        assertThat(build.message()).isEqualTo("no class with a main method: add Main.java with public static void main");
        assertThat(build.phrase().key()).isEqualTo("outcome.build.java.noMain");
    }

    @Test
    void pythonSyntaxErrorsAreCompileErrors() throws Exception {
        Required.tool("python3");
        BuildResult build = build("python", zip("main.py", "def broken(:\n"));
        assertThat(build.ok()).isFalse();
        assertThat(build.message()).containsIgnoringCase("error");
    }
}
