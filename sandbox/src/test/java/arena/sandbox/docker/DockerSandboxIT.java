package arena.sandbox.docker;

import static org.assertj.core.api.Assertions.assertThat;

import arena.sandbox.Sandbox;
import arena.sandbox.SandboxException;
import arena.sandbox.suite.SandboxSuite;
import arena.sandbox.testgame.EchoEngine;
import arena.sandbox.testgame.TestWorker.Played;
import arena.sandbox.testgame.TestWorker.Submission;
import arena.testing.Eventually;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The Docker sandbox against a real engine: the {@link SandboxSuite} (every language over every
 * transport, compile errors and limits, crashes, the slot's cores as the container's cpuset), and a
 * Docker failure that must be retried, not blamed. Its containers run under Docker's default runtime, runc;
 * {@link GvisorSandboxIT} runs the same under gVisor.
 */
@ExtendWith(DockerRequired.class)
class DockerSandboxIT extends SandboxSuite {

    private DockerSandbox docker;

    @Override
    protected Sandbox openSandbox() {
        if (DockerTests.unavailable() != null) {
            return null; // DockerRequired skips (or fails) every test with the reason
        }
        docker = DockerTests.sandbox("it-sandbox", runtime());
        return docker;
    }

    /** The Docker runtime of every container of this class's sandbox. */
    protected String runtime() {
        return DockerSettings.DEFAULT_RUNTIME;
    }

    @Override
    protected List<String> leftovers() {
        return docker.reaper().containers();
    }

    /** The sandbox leaves the runtime to the engine, whose default is runc. */
    @Override
    protected String sandboxName() {
        return "Docker (runc)";
    }

    /** Every toolchain is in the runtime image. */
    @Override
    protected boolean usesHostToolchains() {
        return false;
    }

    @Test
    void aContainerRemovedByOthersIsRetriedNotBlamed() throws Exception {
        Submission bot = worker.compile("echo-python");
        Thread saboteur = new Thread(() -> {
            try {
                // The seat's container appears when the match starts; remove it from outside Docker's API user.
                Eventually.await("the seat's container", Duration.ofSeconds(6)).pollInterval(Duration.ofMillis(20))
                        .until(() -> !docker.reaper().containers().isEmpty());
                Thread.sleep(300);
                docker.reaper().reapWorker();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        saboteur.start();
        Played played = worker.play("echo-stdio", EchoEngine.limits(Duration.ofSeconds(30), Duration.ofSeconds(5),
                256, 64 * 1024), 100_000, bot);
        saboteur.join();

        assertThat(played.report()).as("a match whose container vanished must not be reported").isNull();
        assertThat(played.failure()).contains("match=").contains("seat=0");
    }

    @Test
    void autoModeChoosesDockerWhenItIsThere() {
        try (arena.sandbox.Sandbox chosen = arena.sandbox.Sandboxes.create(arena.sandbox.Sandboxes.Mode.AUTO,
                docker.settings().withWorkerId(docker.settings().workerId() + "-auto"))) {
            assertThat(chosen.isolates()).isTrue();
            // any engine: its version and API version are reported, whatever they are
            assertThat(chosen.description()).matches("Docker containers \\(engine \\d+\\.\\S* \\(API \\d+\\.\\d+\\) at .*");
        }
    }

    @Test
    void missingImageSaysHowToBuildIt() {
        DockerSettings settings = docker.settings().withImage("arena-runtime:does-not-exist").withWorkerId("it-missing");

        org.assertj.core.api.Assertions.assertThatThrownBy(() -> DockerSandbox.connect(settings))
                .isInstanceOf(SandboxException.class)
                .hasMessageContaining("arena-runtime:does-not-exist")
                .hasMessageContaining("docker/runtime/build-image.sh");
    }
}
