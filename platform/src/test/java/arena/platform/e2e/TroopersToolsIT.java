package arena.platform.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.mock.web.MockHttpServletResponse;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.web.servlet.MockMvc;

/**
 * Issue 11's "both tools downloadable from the contest page": the troopers contest page links the game's
 * command-line jar (the 2013-style local runner and the repeater), which the build copies into the site; the
 * download is a runnable jar that plays a game of built-in bots and prints the runner's usage.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
class TroopersToolsIT {

    private static final String JAR = "/downloads/arena-game-troopers-cli.jar";

    @Autowired
    MockMvc mvc;

    @TempDir
    Path dir;

    record Run(int exit, String out) {
    }

    @Test
    void theContestPageLinksTheLocalRunnerAndRepeaterAsARunnableJar() throws Exception {
        String page = new ApiClient(mvc).page("/contests/troopers");
        assertThat(page).as("the contest page links the tools (the build copies them in at package)")
                .contains("href=\"" + JAR + "\"");

        MockHttpServletResponse download = mvc.perform(get(JAR)).andReturn().getResponse();
        assertThat(download.getStatus()).isEqualTo(200);
        Path jar = Files.write(dir.resolve("arena-game-troopers-cli.jar"), download.getContentAsByteArray());
        try (JarFile file = new JarFile(jar.toFile())) {
            assertThat(file.getManifest().getMainAttributes().getValue("Main-Class"))
                    .isEqualTo("arena.game.troopers.cli.TroopersCli");
        }

        Run usage = java(jar);
        assertThat(usage.exit()).isEqualTo(2);
        assertThat(usage.out()).contains("usage: java -jar arena-game-troopers-cli.jar <local-runner.properties> [seed]",
                "repeat <replay.json> <player id> [port]");

        Run bots = java(jar, "bots", "4x3", "5", "quickstart", "idle", "idle", "idle");
        assertThat(bots.exit()).as(bots.out()).isZero();
        assertThat(bots.out()).contains("quickstart1").containsPattern("(?m)^1 \\S+ OK quickstart1$");
    }

    private Run java(Path jar, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", jar.toString()));
        command.addAll(List.of(args));
        Path out = dir.resolve("out.txt");
        Process process = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(out.toFile()).start();
        assertThat(process.waitFor(3, TimeUnit.MINUTES)).as(String.join(" ", command)).isTrue();
        return new Run(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8));
    }
}
