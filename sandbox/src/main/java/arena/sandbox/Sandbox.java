package arena.sandbox;

import arena.game.api.SeatEvents;
import arena.sandbox.build.BuildRequest;
import arena.sandbox.build.BuildResult;

/**
 * Runs strategies: compiles submissions and starts each strategy of a match, isolated as well as the
 * implementation can: Docker containers; isolated local processes (bubblewrap, else util-linux's
 * unshare, setpriv and prlimit); or plain local processes that isolate nothing (the admin's own code,
 * tests, or {@code unsafe-local} on purpose).
 */
public interface Sandbox extends AutoCloseable {

    /** One line for the start-up log and the site: what this sandbox is and how it isolates. */
    String description();

    /**
     * The container runtime its strategies and builds run under, as the Docker engine names it ({@code runc},
     * {@code runsc} for gVisor), for the site's workers page; {@code null} for a sandbox without containers.
     */
    default String runtime() {
        return null;
    }

    /** Whether strategies are isolated from the host and from each other. */
    boolean isolates();

    /**
     * Whether this sandbox may run anybody's code: it isolates, or an admin chose plain processes on
     * purpose ({@code unsafe-local}). Otherwise the worker takes only jobs whose code is the admin's.
     */
    default boolean runsAnyonesCode() {
        return isolates();
    }

    /**
     * Compiles a submission. A compile error is a result ({@link BuildResult#ok()} false, with the log);
     * a failure of the sandbox itself is a {@link SandboxException}.
     */
    BuildResult build(BuildRequest request) throws InterruptedException;

    /**
     * Starts one strategy for one seat of a match. The returned seat posts its events to
     * {@code events}; {@link RunningStrategy#close()} stops it and removes every trace of it.
     *
     * @throws SandboxException when the strategy could not be started for reasons not its own
     */
    RunningStrategy start(StrategySpec spec, SeatEvents events) throws InterruptedException;

    @Override
    default void close() {
    }
}
