package arena.sandbox.docker;

import static org.assertj.core.api.Assertions.assertThat;

import arena.sandbox.CpuSet;
import com.github.dockerjava.api.model.Capability;
import com.github.dockerjava.api.model.HostConfig;
import com.github.dockerjava.api.model.LogConfig;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ContainerSpecTest {

    private final ContainerSpec spec = new ContainerSpec("arena-runtime:abc", 288, 128, 64, 16,
            Map.of(Reaper.WORKER, "w1", Reaper.JOB, "match=7", Reaper.ROLE, "strategy"));

    @Test
    void everyHardeningFlagIsSet() {
        HostConfig host = spec.hostConfig();

        assertThat(host.getNetworkMode()).isEqualTo("none");
        assertThat(host.getReadonlyRootfs()).isTrue();
        assertThat(host.getCapDrop()).containsExactly(Capability.ALL);
        assertThat(host.getCapAdd()).as("the relay's, to run the strategy as another user and end it")
                .containsExactlyInAnyOrder(Capability.SETUID, Capability.SETGID, Capability.KILL,
                        Capability.DAC_READ_SEARCH);
        assertThat(host.getSecurityOpts()).containsExactly("no-new-privileges");
        assertThat(host.getPidsLimit()).isEqualTo(128);
        assertThat(host.getPrivileged()).isFalse();
        assertThat(host.getLogConfig().getType()).isEqualTo(LogConfig.LoggingType.NONE);
        assertThat(host.getUlimits()).extracting(u -> u.getName() + "=" + u.getHardLong())
                .containsExactlyInAnyOrder("nofile=1024", "core=0");
    }

    @Test
    void memoryHasNoSwapAndCpuIsOneCore() {
        HostConfig host = spec.hostConfig();

        assertThat(host.getMemory()).isEqualTo(288L * 1024 * 1024);
        assertThat(host.getMemorySwap()).isEqualTo(host.getMemory());
        assertThat(host.getCpuQuota()).isEqualTo(host.getCpuPeriod()).isEqualTo(100_000L);
        assertThat(host.getCpusetCpus()).as("no slot: any core").isNull();
    }

    @Test
    void aSlotsContainerRunsOnTheSlotsCoresWithOneCoresTime() {
        ContainerSpec pinned = new ContainerSpec("arena-runtime:abc", 288, 128, 64, 16, Map.of(), CpuSet.parse("2-3"));

        HostConfig host = pinned.hostConfig();

        assertThat(host.getCpusetCpus()).isEqualTo("2-3");
        assertThat(host.getCpuQuota()).isEqualTo(host.getCpuPeriod());
    }

    @Test
    void theContainerRunsUnderTheWorkersRuntime() {
        assertThat(spec.hostConfig().getRuntime()).as("Docker's default").isEqualTo("runc");

        ContainerSpec gvisor = new ContainerSpec("arena-runtime:abc", 288, 128, 64, 16, Map.of(), CpuSet.ANY, "runsc");

        assertThat(gvisor.hostConfig().getRuntime()).isEqualTo("runsc");
        assertThat(gvisor.hostConfig().getNetworkMode()).as("the same hardening").isEqualTo("none");
        assertThat(spec.hostConfig().getPidsLimit()).isEqualTo(128);
        assertThat(gvisor.hostConfig().getPidsLimit()).as("gVisor's own host tasks for 128 processes")
                .isEqualTo(128 * 8 + 64);
    }

    @Test
    void onlyTmpfsIsWritableAndNothingOfTheHostIsMounted() {
        HostConfig host = spec.hostConfig();

        assertThat(host.getTmpFs()).containsOnlyKeys("/work", "/tmp");
        assertThat(host.getTmpFs().get("/work")).contains("size=64m", "uid=10001", "nosuid", "nodev");
        assertThat(host.getTmpFs().get("/tmp")).contains("size=16m", "noexec");
        assertThat(host.getBinds()).isNullOrEmpty();
        assertThat(host.getMounts()).isNullOrEmpty();
        assertThat(host.getVolumesFrom()).isNullOrEmpty();
        assertThat(host.getDevices()).isNullOrEmpty();
    }

    @Test
    void labelsLetTheReaperFindTheContainer() {
        assertThat(spec.labels()).containsEntry(Reaper.WORKER, "w1").containsEntry(Reaper.JOB, "match=7");
    }

    @Test
    void theJobOfASeatIsItsMatch() {
        assertThat(DockerSandbox.job("match=7 seat=2")).isEqualTo("match=7");
        assertThat(DockerSandbox.job("submission=12")).isEqualTo("submission=12");
    }
}
