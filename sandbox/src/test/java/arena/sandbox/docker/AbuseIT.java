package arena.sandbox.docker;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.ReasonCode;
import arena.game.api.SeatResult;
import arena.sandbox.Sandbox;
import arena.sandbox.suite.AbuseSuite;
import arena.sandbox.suite.HostProcesses;
import arena.sandbox.testgame.TestWorker.Played;
import arena.sandbox.worker.MatchReport.SeatReport;
import com.github.dockerjava.api.model.Container;
import java.io.IOException;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The {@link AbuseSuite} against a real Docker engine: containers of the runtime image, under Docker's default
 * runtime, runc; {@link GvisorAbuseIT} runs the same under gVisor.
 */
@ExtendWith(DockerRequired.class)
class AbuseIT extends AbuseSuite {

    private DockerSandbox docker;

    @Override
    protected Sandbox openSandbox() {
        if (DockerTests.unavailable() != null) {
            return null; // DockerRequired skips (or fails) every test with the reason
        }
        docker = DockerTests.sandbox("it-abuse", runtime());
        return docker;
    }

    /** The Docker runtime of every container of this class's sandbox. */
    protected String runtime() {
        return DockerSettings.DEFAULT_RUNTIME;
    }

    /**
     * Containers of this worker, and processes of the image's users or the orphan's marker on this machine
     * that belong to no container that still exists (other tests may run containers on the same engine).
     */
    @Override
    protected List<String> leftovers() {
        List<String> left = new ArrayList<>(docker.reaper().containers());
        Set<String> existing;
        try (DockerClients clients = DockerClients.create(docker.settings().dockerHost())) {
            existing = clients.commands().listContainersCmd().withShowAll(true).exec().stream()
                    .map(Container::getId).collect(Collectors.toSet());
        }
        left.addAll(HostProcesses.matching(uid -> strategyUser(uid) || uid == ContainerSpec.RELAY_UID, ORPHAN_MARKER,
                cgroup -> existing.stream().anyMatch(cgroup::contains)));
        return left;
    }

    /** The host's address on Docker's default bridge: what a container would reach the host by. */
    @Override
    protected InetAddress hostAddress() throws IOException {
        NetworkInterface bridge = NetworkInterface.getByName("docker0");
        if (bridge != null) {
            for (InetAddress address : Collections.list(bridge.getInetAddresses())) {
                if (address instanceof java.net.Inet4Address) {
                    return address;
                }
            }
        }
        return InetAddress.getLoopbackAddress();
    }

    @Override
    protected boolean strategyUser(int uid) {
        return uid == ContainerSpec.STRATEGY_UID;
    }

    /** The sandbox leaves the runtime to the engine, whose default is runc. */
    @Override
    protected String sandboxName() {
        return "Docker (runc)";
    }

    /** The relay starts as root, runs the strategy as {@code arena} and itself as {@code arena-relay}. */
    @Override
    protected boolean relayHasItsOwnUser() {
        return true;
    }

    /** Every toolchain is in the runtime image. */
    @Override
    protected boolean usesHostToolchains() {
        return false;
    }

    /** The container's memory limit: the kernel kills the bot, Docker says so. */
    @Override
    protected void endlessAllocationIsStopped(Played played, SeatResult result, SeatReport seat) {
        assertThat(result.verdict().code()).as(result.verdict().toString()).isEqualTo(ReasonCode.MEMORY_LIMIT);
        assertThat(result.verdict().turn()).isEqualTo(2);
        assertThat(result.verdict().message()).contains("OOMKilled").contains("limit 64 MiB");
        assertThat(seat.peakMemoryMb()).isGreaterThan(0).isLessThanOrEqualTo(64);
    }
}
