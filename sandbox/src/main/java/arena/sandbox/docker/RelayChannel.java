package arena.sandbox.docker;

import java.time.Duration;

/**
 * A container as a strategy or a build sees it: a relay to exchange frames with, and Docker's word on
 * how the container ended. {@link DockerContainer} is the real one; tests drive seats with synthetic
 * frames through their own.
 */
interface RelayChannel {

    /** Attaches the listener to the relay's stream, then starts the container. */
    void attachAndStart(RelayListener listener, Duration timeout) throws InterruptedException;

    void send(RelayFrame frame);

    /** Waits until the container has stopped, then says how it ended. */
    DockerContainer.State awaitStopped(Duration timeout) throws InterruptedException;

    /** Kills the container from outside. */
    void kill();

    /** Removes the container, running or not. */
    void remove();

    /** What the relay wrote to its stderr. */
    String diagnostics();

    /** CPU time of everything in the container so far, in milliseconds, or -1 where it cannot be read. */
    default long cpuMillis() {
        return -1;
    }

    String id();
}
