package arena.sandbox.docker;

import arena.game.api.CpuTimes;
import arena.sandbox.Failures;
import arena.sandbox.SandboxException;
import arena.sandbox.relay.RelayChannel;
import arena.sandbox.relay.RelayFrame;
import arena.sandbox.relay.RelayListener;
import com.github.dockerjava.api.command.InspectContainerResponse;
import com.github.dockerjava.api.exception.ConflictException;
import com.github.dockerjava.api.exception.NotFoundException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One container of the runtime image: created with a {@link ContainerSpec}, attached (stdin, stdout,
 * stderr, no TTY) before it starts, spoken to in relay frames, and removed whatever happened.
 */
final class DockerContainer implements RelayChannel {

    private static final Logger log = LoggerFactory.getLogger(DockerContainer.class);

    private final DockerClients docker;
    private final String id;
    private final String label;
    private final StdinPipe stdin = new StdinPipe();
    private final ContainerCgroup cgroup;
    private final boolean gvisor;
    private volatile FrameDemux demux;
    private volatile ForkWatch forks;

    private DockerContainer(DockerClients docker, String id, String label, boolean gvisor) {
        this.docker = docker;
        this.id = id;
        this.label = label;
        this.cgroup = new ContainerCgroup(id);
        this.gvisor = gvisor;
    }

    /** @throws SandboxException when Docker cannot create it (no image, engine down) */
    static DockerContainer create(DockerClients docker, ContainerSpec spec, String label) {
        try {
            String id = spec.applyTo(docker.commands().createContainerCmd(spec.image())).exec().getId();
            return new DockerContainer(docker, id, label, spec.runtime().equals(ContainerSpec.GVISOR));
        } catch (NotFoundException e) {
            throw new SandboxException(RuntimeImage.missing(spec.image()), e);
        } catch (RuntimeException e) {
            throw new SandboxException("cannot create a container for " + label + ": " + Failures.describe(e), e);
        }
    }

    /** Attaches to the container, then starts it, so not a byte of the relay is missed. */
    @Override
    public void attachAndStart(RelayListener listener, Duration timeout) throws InterruptedException {
        FrameDemux attached = new FrameDemux(listener);
        demux = attached;
        try {
            docker.streams().attachContainerCmd(id)
                    .withStdIn(stdin)
                    .withStdOut(true)
                    .withStdErr(true)
                    .withFollowStream(true)
                    .exec(attached);
            if (!attached.awaitStarted(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                throw new SandboxException("attaching to the container of " + label + " took longer than "
                        + timeout.toSeconds() + " s");
            }
            docker.commands().startContainerCmd(id).exec();
            forks = ForkWatch.start(cgroup, "forks-" + Reaper.shortId(id));
        } catch (RuntimeException e) {
            if (e instanceof SandboxException sandbox) {
                throw sandbox;
            }
            throw new SandboxException("cannot start the container of " + label + ": " + Failures.describe(e), e);
        }
    }

    @Override
    public void send(RelayFrame frame) {
        stdin.write(frame.encode());
    }

    /** Waits until Docker reports the container stopped, then says how it ended. */
    @Override
    public RelayChannel.State awaitStopped(Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        RelayChannel.State state = inspect();
        while (state.running() && System.nanoTime() < deadline) {
            Thread.sleep(20);
            state = inspect();
        }
        return state;
    }

    RelayChannel.State inspect() {
        try {
            InspectContainerResponse.ContainerState state = docker.commands().inspectContainerCmd(id).exec().getState();
            return new RelayChannel.State(Boolean.TRUE.equals(state.getRunning()), Boolean.TRUE.equals(state.getOOMKilled()),
                    state.getExitCodeLong());
        } catch (NotFoundException e) {
            return RelayChannel.State.GONE;
        } catch (RuntimeException e) {
            throw new SandboxException("cannot inspect the container of " + label + ": " + Failures.describe(e), e);
        }
    }

    /** The engine's {@code oom} event of the stopped container, where its {@code OOMKilled} missed it ({@link OomRecord}). */
    @Override
    public boolean ranOutOfMemory(Duration grace) throws InterruptedException {
        return OomRecord.of(docker.commands(), id, label, grace);
    }

    /** Kills the container's processes from outside (SIGKILL to the relay, which takes everything with it). */
    @Override
    public void kill() {
        try {
            docker.commands().killContainerCmd(id).exec();
        } catch (NotFoundException | ConflictException notRunning) {
            // already stopped or removed
        } catch (RuntimeException e) {
            log.warn("could not kill container {} of {}: {}", Reaper.shortId(id), label, Failures.describe(e));
        }
    }

    /** Removes the container, running or not; a failure is left to the {@link Reaper}. */
    @Override
    public void remove() {
        stdin.close();
        ForkWatch watch = forks;
        if (watch != null) {
            watch.close();
        }
        FrameDemux attached = demux;
        if (attached != null) {
            try {
                attached.close();
            } catch (Exception ignored) {
                // the stream is over either way
            }
        }
        try {
            docker.commands().removeContainerCmd(id).withForce(true).withRemoveVolumes(true).exec();
        } catch (NotFoundException alreadyGone) {
            // removed already
        } catch (RuntimeException e) {
            log.warn("could not remove container {} of {} (the reaper will): {}", Reaper.shortId(id), label,
                    Failures.describe(e));
        }
    }

    /**
     * The container's CPU time so far, read from its cgroup on this host ({@code cpuacct.usage} of cgroup
     * v1, or {@code cpu.stat} of v2, for either of Docker's cgroup drivers); -1 where Docker runs on
     * another host or the files are not readable. Read here rather than asked of the relay: the relay
     * shares the strategy's CPU quota, and a busy host is exactly when this reading matters.
     */
    @Override
    public long cpuMillis() {
        return cgroup.cpuMillis();
    }

    @Override
    public boolean kernelOfItsOwn() {
        return gvisor;
    }

    /**
     * What the container's threads did with the CPU so far, read on this host from its cgroup's thread list and
     * {@code /proc}; unknown where Docker runs on another host or in another PID namespace, and under gVisor, whose
     * host threads are its own (the sentry's and the gofer's, a few dozen, besides those that run the strategy) and
     * would pass for the strategy's threads keeping each other waiting.
     */
    @Override
    public CpuTimes cpuTimes() {
        return gvisor ? CpuTimes.UNKNOWN : cgroup.cpuTimes();
    }

    /**
     * Forks the container's pids limit refused while it ran ({@code pids.events}, watched from its start since the
     * cgroup goes with the container), or -1 where its cgroup cannot be read on this host.
     */
    @Override
    public long refusedForks() {
        ForkWatch watch = forks;
        return watch == null ? cgroup.refusedForks() : watch.refused();
    }

    /** What the relay wrote to its stderr. */
    @Override
    public String diagnostics() {
        FrameDemux attached = demux;
        return attached == null ? "" : attached.diagnostics();
    }

    @Override
    public String id() {
        return id;
    }
}
