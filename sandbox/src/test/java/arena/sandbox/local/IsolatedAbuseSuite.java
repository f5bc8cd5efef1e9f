package arena.sandbox.local;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.SeatResult;
import arena.sandbox.Sandbox;
import arena.sandbox.suite.AbuseSuite;
import arena.sandbox.suite.HostProcesses;
import arena.sandbox.testgame.TestWorker.Played;
import arena.sandbox.worker.MatchReport.SeatReport;
import java.io.IOException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.util.Collections;
import java.util.List;
import org.junit.platform.commons.support.AnnotationSupport;

/** The {@link AbuseSuite} against the isolated local sandbox with the subclass's tool ({@link IsolatedWith}). */
abstract class IsolatedAbuseSuite extends AbuseSuite {

    private IsolatedSandbox isolated;

    @Override
    protected Sandbox openSandbox() {
        IsolationSettings.Tool tool = AnnotationSupport.findAnnotation(getClass(), IsolatedWith.class).orElseThrow().value();
        if (LocalIsolation.unavailable(tool) != null) {
            return null; // IsolationRequired skips (or fails) every test with the reason
        }
        isolated = LocalIsolation.sandbox(tool);
        return isolated;
    }

    @Override
    protected List<String> leftovers() {
        return HostProcesses.matching(isolated.uids()::owns, ORPHAN_MARKER);
    }

    /** This machine's own address on its network, which an unisolated process would reach. */
    @Override
    protected InetAddress hostAddress() throws IOException {
        for (NetworkInterface network : Collections.list(NetworkInterface.getNetworkInterfaces())) {
            for (InetAddress address : Collections.list(network.getInetAddresses())) {
                if (address instanceof Inet4Address && !address.isLoopbackAddress()) {
                    return address;
                }
            }
        }
        return InetAddress.getLoopbackAddress();
    }

    @Override
    protected boolean strategyUser(int uid) {
        return isolated.uids().owns(uid);
    }

    @Override
    protected String sandboxName() {
        return LocalIsolation.displayName(AnnotationSupport.findAnnotation(getClass(), IsolatedWith.class).orElseThrow().value());
    }

    /** The relay is started as the strategy's user: no root, no capability, to give either another. */
    @Override
    protected boolean relayHasItsOwnUser() {
        return false;
    }

    /** The sandbox sees this machine's /usr: its compilers and runtimes. */
    @Override
    protected boolean usesHostToolchains() {
        return true;
    }

    /**
     * Without a memory cgroup the limit is the bot's own: its allocations fail at {@code RLIMIT_DATA}, so a
     * bot that ignores the failures (this one) spins on until its move's time is up, never above the limit.
     */
    @Override
    protected void endlessAllocationIsStopped(Played played, SeatResult result, SeatReport seat) {
        timeLimitAtMove2(played);
        assertThat(seat.peakMemoryMb()).isGreaterThan(0).isLessThanOrEqualTo(64 + 8);
    }
}
