package arena.sandbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.sandbox.docker.DockerSettings;
import org.junit.jupiter.api.Test;

class SandboxesTest {

    private static final DockerSettings UNREACHABLE =
            DockerSettings.fromEnvironment().withDockerHost("unix:///nonexistent/docker.sock");

    @Test
    void localModeRunsLocalProcesses() {
        try (Sandbox sandbox = Sandboxes.create("local")) {
            assertThat(sandbox.isolates()).isFalse();
            assertThat(sandbox.description()).startsWith("local processes");
        }
    }

    @Test
    void dockerModeFailsFastWhenDockerIsUnreachable() {
        assertThatThrownBy(() -> Sandboxes.create(Sandboxes.Mode.DOCKER, UNREACHABLE))
                .isInstanceOf(SandboxException.class)
                .hasMessageContaining("the Docker sandbox is required")
                .hasMessageContaining("Docker is not reachable at unix:///nonexistent/docker.sock");
    }

    @Test
    void autoModeFallsBackToLocalProcessesWhenDockerIsUnreachable() {
        try (Sandbox sandbox = Sandboxes.create(Sandboxes.Mode.AUTO, UNREACHABLE)) {
            assertThat(sandbox.isolates()).isFalse();
        }
    }

    @Test
    void modesAreParsedLeniently() {
        assertThat(Sandboxes.Mode.parse(" Docker ")).isEqualTo(Sandboxes.Mode.DOCKER);
        assertThatThrownBy(() -> Sandboxes.Mode.parse("podman")).hasMessage(
                "sandbox mode must be auto, docker or local, not: podman");
    }
}
