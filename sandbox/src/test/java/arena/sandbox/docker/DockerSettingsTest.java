package arena.sandbox.docker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class DockerSettingsTest {

    private final DockerSettings settings = DockerSettings.fromEnvironment("w1").withRuntime(null);

    @Test
    void theRuntimeIsRuncUnlessOneIsNamed() {
        assertThat(settings.runtime()).isEqualTo("runc");
        assertThat(settings.withRuntime(" ").runtime()).isEqualTo("runc");
        assertThat(settings.withRuntime(" runsc ").runtime()).isEqualTo("runsc");
    }

    @Test
    void theRuntimeIsKeptByTheOtherSettings() {
        DockerSettings gvisor = settings.withRuntime("runsc");

        assertThat(gvisor.withWorkerId("w2").withImage("arena-runtime:x").withDockerHost("tcp://h:2375").runtime())
                .isEqualTo("runsc");
    }

    @Test
    void aRuntimeNameThatIsNoNameIsRefusedWithTheSetting() {
        assertThatThrownBy(() -> settings.withRuntime("runsc --debug"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("ARENA_DOCKER_RUNTIME")
                .hasMessageContaining("runsc --debug");
    }
}
