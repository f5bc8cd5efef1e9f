package arena.sandbox.relay;

import arena.game.api.CpuTimes;
import java.time.Duration;

/**
 * Where a relay runs, as a strategy or a build sees it: frames to exchange, and the host's word on how
 * it ended. A Docker container and an isolated local process are the real ones; tests drive seats with
 * synthetic frames through their own.
 */
public interface RelayChannel {

    /**
     * How the relay's container or process ended.
     *
     * @param running   still running when the wait ended
     * @param oomKilled the kernel killed it for memory (Docker's {@code State.OOMKilled})
     * @param exitCode  its exit code, when known
     */
    record State(boolean running, boolean oomKilled, Long exitCode) {
        public static final State GONE = new State(false, false, null);
    }

    /** Attaches the listener to the relay's stream, then starts the relay. */
    void attachAndStart(RelayListener listener, Duration timeout) throws InterruptedException;

    void send(RelayFrame frame);

    /** Waits until the relay has stopped, then says how it ended. */
    State awaitStopped(Duration timeout) throws InterruptedException;

    /** Kills the relay and everything it started, from outside. */
    void kill();

    /** Removes every trace of it, running or not. */
    void remove();

    /** What the relay wrote to its stderr. */
    String diagnostics();

    String id();

    /** CPU time of everything the relay started so far, in milliseconds, or -1 where it cannot be read. */
    default long cpuMillis() {
        return -1;
    }

    /**
     * Whether the relay runs under a kernel of its own (gVisor), whose count of the strategy's CPU time (the relay's
     * exit report) is not the host's: gVisor counts the time a runnable task waits for the host's CPU too.
     */
    default boolean kernelOfItsOwn() {
        return false;
    }

    /**
     * Forks the host refused the relay's container at its process limit while it ran, or -1 where unknown. A sandbox
     * that ended without its relay's report after such a refusal ended at the strategy's process limit (gVisor's does:
     * it cannot run without a new host task), which is the strategy's fault, not the sandbox's.
     */
    default long refusedForks() {
        return -1;
    }

    /**
     * Whether the host recorded that the relay's container ran out of memory at its limit (the kernel's OOM kill in its
     * memory cgroup), for a container that stopped without {@link State#oomKilled}: Docker sets {@code State.OOMKilled}
     * only when its record of the OOM comes before the one of the container's end, and under load it may come after
     * (under gVisor the kernel kills gVisor's sandbox, and the relay with it, at once). Waits up to {@code grace} for a
     * record that comes late. False where no such record exists or it cannot be read.
     */
    default boolean ranOutOfMemory(Duration grace) throws InterruptedException {
        return false;
    }

    /** What the threads of everything the relay started did with the CPU so far, where it can be read. */
    default CpuTimes cpuTimes() {
        return CpuTimes.UNKNOWN;
    }
}
