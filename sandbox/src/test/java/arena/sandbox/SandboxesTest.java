package arena.sandbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.game.api.SeatEvents;
import arena.sandbox.Sandboxes.Mode;
import arena.sandbox.build.BuildRequest;
import arena.sandbox.build.BuildResult;
import arena.sandbox.docker.DockerSettings;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

class SandboxesTest {

    private static final DockerSettings UNREACHABLE =
            DockerSettings.fromEnvironment().withDockerHost("unix:///nonexistent/docker.sock");
    private static final Supplier<Sandbox> NO_DOCKER = () -> {
        throw new SandboxException("Docker is not reachable");
    };
    private static final Supplier<Sandbox> NO_ISOLATION = () -> {
        throw new SandboxException("no tool isolates strategies here (bubblewrap: bwrap is not installed)");
    };
    private static final Supplier<Sandbox> ISOLATED = () -> new Sandbox() {
        @Override
        public String description() {
            return "isolated";
        }

        @Override
        public boolean isolates() {
            return true;
        }

        @Override
        public BuildResult build(BuildRequest request) {
            throw new UnsupportedOperationException();
        }

        @Override
        public RunningStrategy start(StrategySpec spec, SeatEvents events) {
            throw new UnsupportedOperationException();
        }
    };

    @Test
    void dockerModeFailsFastWhenDockerIsUnreachable() {
        assertThatThrownBy(() -> Sandboxes.create(Mode.DOCKER, UNREACHABLE))
                .isInstanceOf(SandboxException.class)
                .hasMessageContaining("the Docker sandbox is required")
                .hasMessageContaining("Docker is not reachable at unix:///nonexistent/docker.sock");
    }

    @Test
    void localModeFailsFastWhenNothingIsolates() {
        assertThatThrownBy(() -> Sandboxes.create(Mode.LOCAL, NO_DOCKER, NO_ISOLATION))
                .isInstanceOf(SandboxException.class)
                .hasMessage("isolated local processes are required (sandbox mode local) but not possible here:"
                        + " no tool isolates strategies here (bubblewrap: bwrap is not installed)");
    }

    @Test
    void unsafeLocalModeRunsEverybodysCodeUnisolatedOnPurpose() {
        try (Sandbox sandbox = Sandboxes.create(Mode.UNSAFE_LOCAL, NO_DOCKER, NO_ISOLATION)) {
            assertThat(sandbox.isolates()).isFalse();
            assertThat(sandbox.runsAnyonesCode()).isTrue();
            assertThat(sandbox.description()).startsWith("plain local processes (no isolation")
                    .contains("set on purpose with unsafe-local");
        }
    }

    @Test
    void autoModeRunsIsolatedLocalProcessesWithoutDocker() {
        try (Sandbox sandbox = Sandboxes.create(Mode.AUTO, NO_DOCKER, ISOLATED)) {
            assertThat(sandbox.description()).isEqualTo("isolated");
            assertThat(sandbox.runsAnyonesCode()).isTrue();
        }
    }

    @Test
    void autoModeRunsOnlyTheAdminsCodeWhenNothingIsolates() {
        try (Sandbox sandbox = Sandboxes.create(Mode.AUTO, NO_DOCKER, NO_ISOLATION)) {
            assertThat(sandbox.isolates()).isFalse();
            assertThat(sandbox.runsAnyonesCode()).isFalse();
            assertThat(sandbox.description()).contains("only the admin's code runs here");
        }
    }

    @Test
    void modesAreParsedLeniently() {
        assertThat(Mode.parse(" Docker ")).isEqualTo(Mode.DOCKER);
        assertThat(Mode.parse("unsafe-local")).isEqualTo(Mode.UNSAFE_LOCAL);
        assertThat(Mode.parse("local")).isEqualTo(Mode.LOCAL);
        assertThatThrownBy(() -> Mode.parse("podman")).hasMessage(
                "sandbox mode must be auto, docker, local or unsafe-local, not: podman");
    }
}
