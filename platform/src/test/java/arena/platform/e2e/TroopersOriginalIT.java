package arena.platform.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.multipart;

import arena.sandbox.build.SourceTree;
import arena.testing.Required;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.http.HttpHeaders;
import org.springframework.mock.web.MockMultipartFile;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;
import tools.jackson.databind.JsonNode;

/**
 * A 2013 strategy as contestants kept it (seed 000): only {@code MyStrategy} and helpers written against the
 * original model API, without the pack's other files or with broken copies of them. The site lays the pack's
 * fixed files over the upload, so each is accepted after its 3-move games in 4x3, 4x4 and 2x5 and plays.
 * The strategies are written here from the seed's API (section 3), not copied from our packs.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
class TroopersOriginalIT {

    private static final Duration PIPELINE = Duration.ofMinutes(6);

    @Autowired
    MockMvc mvc;

    private ApiClient contestant(String prefix) throws Exception {
        return new ApiClient(mvc).register(prefix + UUID.randomUUID().toString().substring(0, 6), "seven-quiet-harbors");
    }

    private static byte[] zip(String... pathsAndTexts) {
        Map<String, byte[]> files = new LinkedHashMap<>();
        for (int i = 0; i < pathsAndTexts.length; i += 2) {
            files.put(pathsAndTexts[i], pathsAndTexts[i + 1].getBytes(StandardCharsets.UTF_8));
        }
        return SourceTree.of(files).zip();
    }

    private JsonNode accepted(ApiClient client, JsonNode queued) throws Exception {
        JsonNode submission = client.await("/api/submissions/" + queued.get("id").asLong(),
                found -> found.get("status").asString().matches("ACCEPTED|REJECTED"), PIPELINE);
        assertThat(submission.get("status").asString()).as(submission.toString()).isEqualTo("ACCEPTED");
        assertThat(submission.get("acceptance")).extracting(game -> game.get("format").asString())
                .containsExactly("4x3", "4x4", "2x5");
        for (JsonNode game : submission.get("acceptance")) {
            assertThat(game.get("seats")).allSatisfy(seat -> assertThat(seat.get("verdict").asString()).isEqualTo("OK"));
        }
        return submission;
    }

    @Test
    void aBareJavaMyStrategyIsBuiltWithThePacksFilesAndAccepted() throws Exception {
        Required.tool("javac");
        ApiClient client = contestant("to");
        accepted(client, client.upload("troopers", "java", "MyStrategy.java", TroopersStrategies.JAVA_SINGLE_FILE.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void aJavaZipWithBrokenCopiesOfThePacksFilesPlaysItsTestGame() throws Exception {
        Required.tool("javac");
        ApiClient client = contestant("tb");
        byte[] upload = zip("MyStrategy.java", TroopersStrategies.JAVA_STRATEGY, "Steps.java", TroopersStrategies.JAVA_HELPER,
                "Runner.java", "public final class Runner { this does not compile }",
                "model/Trooper.java", "package model; public class Trooper { }");
        playsItsTestGame(client, client.upload("troopers", "java", "strategy.zip", upload, true));
    }

    /**
     * A contestant's whole 2013 C++ folder, laid out as the 2013 pack was ({@code bots/troopers/cpp-2013-folder}:
     * our stand-ins for its model sources, Strategy.cpp, runner and socket library, none of which builds next to
     * our pack). The pack's files replace those it has, the 2013 files it has no copy of are dropped, and the
     * strategy, which uses 2013's {@code _TROOPER_STANCE_COUNT_} and its own {@code getOffsetX}, builds with the
     * judge's defines and plays its acceptance games.
     */
    @Test
    void aWhole2013CppFolderIsBuiltWithThePacksFilesAndAccepted() throws Exception {
        Required.tool("g++");
        ApiClient client = contestant("tc");
        accepted(client, client.upload("troopers", "cpp", "cpp-cgdk.zip", ApiClient.zipFolder("bots/troopers/cpp-2013-folder")));
    }

    @Test
    void aPastedPythonMyStrategyAndAZipWithABrokenRunnerAreAccepted() throws Exception {
        Required.tool("python3");
        ApiClient client = contestant("tp");
        MvcResult pasted = mvc.perform(multipart("/api/contests/troopers/submissions").param("language", "python")
                .param("source", TroopersStrategies.PYTHON_STRATEGY).header(HttpHeaders.AUTHORIZATION, "Bearer " + client.token())).andReturn();
        assertThat(pasted.getResponse().getStatus()).as(pasted.getResponse().getContentAsString()).isEqualTo(202);
        accepted(client, client.read(pasted));

        byte[] upload = zip("MyStrategy.py", TroopersStrategies.PYTHON_STRATEGY, "Runner.py", "raise SystemExit(3)\n", "main.py", "import sys; sys.exit(4)\n");
        accepted(client, client.upload("troopers", "python", "strategy.zip", upload));
    }

    /**
     * A 2013 C# {@code MyStrategy.cs} with a helper file, beside the broken copies and project files a contestant's
     * 2013 folder held: the pack's {@code Runner.cs} and {@code Model/} replace theirs, and it plays its test game.
     */
    @Test
    void aCSharpMyStrategyWithAHelperIsBuiltWithThePacksFilesAndPlays() throws Exception {
        Required.tool("mcs");
        Required.tool("mono");
        ApiClient client = contestant("ts");
        byte[] upload = zip("MyStrategy.cs", TroopersStrategies.CSHARP_STRATEGY, "Steps.cs", TroopersStrategies.CSHARP_HELPER,
                "Runner.cs", "public sealed class Runner { this does not compile }",
                "Model/Trooper.cs", "namespace Com.CodeGame.CodeTroopers2013.DevKit.CSharpCgdk.Model { public class Trooper { } }",
                "csharp-cgdk.csproj", "<Project />");
        playsItsTestGame(client, client.upload("troopers", "csharp", "strategy.zip", upload, true));
    }

    /**
     * A 2013 Pascal {@code MyStrategy.pas} (the rules' example's units and {@code var move}) with a helper unit, beside
     * a broken copy of the pack's client, a runner under another name (a second program) and the organisers' Windows
     * socket unit: the first is replaced, the others are dropped, and it plays its test game.
     */
    @Test
    void aPascalMyStrategyWithAHelperIsBuiltWithThePacksFilesAndPlays() throws Exception {
        Required.tool("fpc", "-iV");
        ApiClient client = contestant("tf");
        byte[] upload = zip("MyStrategy.pas", TroopersStrategies.PASCAL_STRATEGY, "Steps.pas", TroopersStrategies.PASCAL_HELPER,
                "RemoteProcessClient.pas", "unit RemoteProcessClient; this does not compile",
                "Runner.pas", "program Runner; begin Halt(3); end.",
                "SimpleSocket.pas", "unit SimpleSocket; interface uses WinSock; implementation end.");
        playsItsTestGame(client, client.upload("troopers", "pascal", "strategy.zip", upload, true));
    }

    /** Accepted, then its test game (4x3, against quick-start and two idle bots) finished with every seat OK. */
    private void playsItsTestGame(ApiClient client, JsonNode queued) throws Exception {
        accepted(client, queued);
        JsonNode tested = client.await("/api/submissions/" + queued.get("id").asLong(), found -> found.get("testGames").size() == 1
                && found.get("testGames").get(0).get("status").asString().matches("FINISHED|VOID"), PIPELINE);
        JsonNode testGame = tested.get("testGames").get(0);
        assertThat(testGame.get("status").asString()).as(tested.toString()).isEqualTo("FINISHED");
        JsonNode match = client.fetch("/api/matches/" + testGame.get("matchId").asLong());
        assertThat(match.get("seats")).allSatisfy(seat -> assertThat(seat.get("verdict").asString()).isEqualTo("OK"));
        JsonNode replay = client.fetch("/api/matches/" + testGame.get("matchId").asLong() + "/replay");
        assertThat(replay.get("movesPlayed").asInt()).isPositive();
    }

    @Test
    void aZipWithoutTheStrategyFileIsRefusedWithItsReason() throws Exception {
        ApiClient client = contestant("tm");
        MvcResult refused = mvc.perform(multipart("/api/contests/troopers/submissions")
                .file(new MockMultipartFile("file", "helpers.zip", "application/zip", zip("Steps.java", TroopersStrategies.JAVA_HELPER)))
                .param("language", "java").header(HttpHeaders.AUTHORIZATION, "Bearer " + client.token())).andReturn();
        assertThat(refused.getResponse().getStatus()).isEqualTo(400);
        assertThat(client.read(refused).get("code").asString()).isEqualTo("MISSING_STRATEGY_FILE");
    }
}
