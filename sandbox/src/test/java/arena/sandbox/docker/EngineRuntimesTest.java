package arena.sandbox.docker;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class EngineRuntimesTest {

    @Test
    void aRuntimeTheEngineHasIsUsable() {
        assertThat(EngineRuntimes.missing("runsc", List.of("runc", "runsc", "io.containerd.runc.v2"))).isNull();
        assertThat(EngineRuntimes.missing("runc", List.of("runc"))).isNull();
    }

    @Test
    void aMissingRuntimeIsNamedWithThoseTheEngineHasAndHowToGetGvisor() {
        String why = EngineRuntimes.missing("runsc", List.of("runc", "io.containerd.runc.v2"));

        assertThat(why).contains("no runtime \"runsc\"").contains("ARENA_DOCKER_RUNTIME")
                .contains("it has io.containerd.runc.v2, runc").contains("runsc").contains("daemon.json");
    }

    @Test
    void anEngineThatListsNoRuntimeStillHasRunc() {
        assertThat(EngineRuntimes.missing("runc", List.of())).isNull();
        assertThat(EngineRuntimes.missing("kata", List.of())).contains("none listed");
    }

    @Test
    void gvisorWithoutOciSeccompIsRefusedWithHowToFixIt() {
        String why = EngineRuntimes.withoutSeccomp("runsc", List.of("--network=none"));

        assertThat(why).contains("--oci-seccomp").contains("device nodes").contains("daemon.json");
        assertThat(EngineRuntimes.withoutSeccomp("runsc", List.of("--network=none", "--oci-seccomp"))).isNull();
    }

    @Test
    void runcAndEnginesThatListNoArgumentsAreNotAskedForOciSeccomp() {
        assertThat(EngineRuntimes.withoutSeccomp("runc", List.of())).isNull();
        assertThat(EngineRuntimes.withoutSeccomp("runsc", null)).isNull();
    }
}
