package arena.sandbox.docker;

import static org.assertj.core.api.Assertions.assertThat;

import arena.sandbox.CpuSet;
import com.github.dockerjava.api.model.Capability;
import com.github.dockerjava.api.model.HostConfig;
import com.github.dockerjava.api.model.LogConfig;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
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
    void underGvisorTheHostsMemoryLimitHoldsGvisorsOwnMemoryToo() {
        ContainerSpec gvisor = new ContainerSpec("arena-runtime:abc", 288, 128, 64, 16, Map.of(), CpuSet.ANY, "runsc");

        assertThat(gvisor.hostConfig().getMemory()).isEqualTo((288L + 64) * 1024 * 1024);
        assertThat(gvisor.hostConfig().getMemorySwap()).isEqualTo(gvisor.hostConfig().getMemory());
        assertThat(spec.hostConfig().getMemory()).as("runc: the strategy's alone").isEqualTo(288L * 1024 * 1024);
    }

    @Test
    void underGvisorASeccompFilterRefusesDeviceNodes() throws Exception {
        ContainerSpec gvisor = new ContainerSpec("arena-runtime:abc", 288, 128, 64, 16, Map.of(), CpuSet.ANY, "runsc");

        List<String> options = gvisor.hostConfig().getSecurityOpts();
        assertThat(options).hasSize(2).contains("no-new-privileges");
        JsonNode profile = new ObjectMapper().readTree(options.get(1).substring("seccomp=".length()));
        assertThat(profile.path("defaultAction").asText()).isEqualTo("SCMP_ACT_ALLOW");
        assertThat(profile.path("syscalls")).extracting(rule -> rule.path("names").get(0).asText() + " arg "
                        + rule.path("args").get(0).path("index").asInt() + " type 0"
                        + Integer.toOctalString(rule.path("args").get(0).path("valueTwo").asInt()) + " "
                        + rule.path("action").asText() + " " + rule.path("errnoRet").asInt())
                .containsExactlyInAnyOrder("mknod arg 1 type 060000 SCMP_ACT_ERRNO 1",
                        "mknod arg 1 type 020000 SCMP_ACT_ERRNO 1", "mknodat arg 2 type 060000 SCMP_ACT_ERRNO 1",
                        "mknodat arg 2 type 020000 SCMP_ACT_ERRNO 1");
        assertThat(profile.path("syscalls")).allSatisfy(rule -> {
            assertThat(rule.path("args").get(0).path("op").asText()).isEqualTo("SCMP_CMP_MASKED_EQ");
            assertThat(rule.path("args").get(0).path("value").asInt()).isEqualTo(0170000);
        });
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
