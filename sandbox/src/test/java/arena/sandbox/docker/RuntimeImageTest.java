package arena.sandbox.docker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import arena.testing.Required;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class RuntimeImageTest {

    private static final Path RECIPE = Path.of("..", "docker", "runtime");

    private static byte[] read(String file) {
        try {
            return Files.readAllBytes(RECIPE.resolve(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void theWorkerExpectsTheTagOfThePackagedRecipe() {
        assumeTrue(System.getenv("ARENA_RUNTIME_IMAGE") == null, "ARENA_RUNTIME_IMAGE overrides the tag");

        assertThat(RuntimeImage.expectedTag()).isEqualTo("arena-runtime:" + RuntimeImage.hash(RuntimeImageTest::read));
    }

    @Test
    void theBuildScriptTagsTheImageTheSameWay() throws Exception {
        Path script = RECIPE.resolve("build-image.sh");
        Required.tool("bash");
        Process process = new ProcessBuilder("bash", script.toString(), "--print-tag").redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertThat(process.waitFor()).as(output).isZero();

        assertThat(output).isEqualTo("arena-runtime:" + RuntimeImage.hash(RuntimeImageTest::read));
    }

    @Test
    void aMissingImageSaysHowToBuildIt() {
        assertThat(RuntimeImage.missing("arena-runtime:abc")).contains("arena-runtime:abc")
                .contains("docker/runtime/build-image.sh");
    }
}
