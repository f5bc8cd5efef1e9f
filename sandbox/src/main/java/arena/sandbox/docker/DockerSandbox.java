package arena.sandbox.docker;

import arena.game.api.SeatEvents;
import arena.sandbox.Failures;
import arena.sandbox.RunningStrategy;
import arena.sandbox.Sandbox;
import arena.sandbox.SandboxException;
import arena.sandbox.StrategySpec;
import arena.sandbox.build.BuildRequest;
import arena.sandbox.build.BuildResult;
import arena.sandbox.build.PlannedBuild;
import arena.sandbox.build.SourceTree;
import arena.sandbox.relay.RelayLaunch;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Compiles and runs strategies in Docker containers of the runtime image, one container per strategy
 * and per compilation, hardened by {@link ContainerSpec}. Files reach a container only through its
 * relay, so a remote Docker engine works as well as the local one. Containers are removed when their
 * seat or build ends; the {@link Reaper} removes what a failure left behind (at start-up the containers
 * of an earlier process with this worker id; after each job and at the end this sandbox's own), never a
 * container of another live worker.
 */
public final class DockerSandbox implements Sandbox {

    private static final Logger log = LoggerFactory.getLogger(DockerSandbox.class);

    private final DockerSettings settings;
    private final DockerClients docker;
    private final Reaper reaper;
    private final String engine;
    private final Map<String, Integer> openPerJob = new ConcurrentHashMap<>();

    private DockerSandbox(DockerSettings settings, DockerClients docker, Reaper reaper, String engine) {
        this.settings = settings;
        this.docker = docker;
        this.reaper = reaper;
        this.engine = engine;
    }

    /**
     * Connects to the Docker engine, checks its runtime and the runtime image, and removes the containers an
     * earlier process of this worker id left.
     *
     * @throws SandboxException      when Docker is unreachable or the image is missing, saying what to do
     * @throws IllegalStateException when the engine lacks the runtime the settings name, naming those it has: a
     *                               setting to fix, never a reason to run elsewhere
     */
    public static DockerSandbox connect(DockerSettings settings) {
        DockerClients docker = DockerClients.create(settings.dockerHost());
        try {
            String engine = docker.ping();
            EngineRuntimes.check(docker.commands(), settings.runtime());
            RuntimeImage.check(docker.commands(), settings.image());
            Reaper reaper = new Reaper(docker.commands(), settings.workerId(), UUID.randomUUID().toString());
            int leftovers = reaper.reapWorker();
            if (leftovers > 0) {
                log.warn("removed {} leftover container(s) of worker {} (an earlier process with this id)", leftovers,
                        settings.workerId());
            }
            return new DockerSandbox(settings, docker, reaper, engine);
        } catch (RuntimeException e) {
            docker.close();
            throw e;
        }
    }

    @Override
    public String description() {
        return "Docker containers (engine " + engine + " at " + docker.host() + ", image " + settings.image()
                + ", worker " + settings.workerId() + ", runtime " + settings.runtime() + "): no network, read-only root, non-root user, no capabilities,"
                + " memory, pids and CPU limits";
    }

    @Override
    public boolean isolates() {
        return true;
    }

    @Override
    public BuildResult build(BuildRequest request) throws InterruptedException {
        return PlannedBuild.planThen(request, settings.buildLimits(), planned -> build(request, planned));
    }

    private BuildResult build(BuildRequest request, PlannedBuild planned) throws InterruptedException {
        String job = job(request.label());
        ContainerSpec spec = new ContainerSpec(settings.image(), settings.buildMemoryMb(), settings.pidsLimit(),
                settings.buildTmpfsMb(), settings.buildTmpfsMb(), reaper.labels(job, "build"), request.cpus(), settings.runtime());
        opened(job);
        try {
            DockerContainer container = DockerContainer.create(docker, spec, request.label());
            try {
                return RelayLaunch.build(container, planned, request, settings.buildLimits(), spec.memoryMb(),
                        settings.startTimeout());
            } finally {
                container.remove();
            }
        } finally {
            closed(job);
        }
    }

    @Override
    public RunningStrategy start(StrategySpec spec, SeatEvents events) throws InterruptedException {
        SourceTree files = RelayLaunch.files(spec, settings.buildLimits());
        long workMb = Math.max(settings.workTmpfsMb(), 2 * RelayLaunch.unpackedMb(files) + 16);
        String job = job(spec.label());
        ContainerSpec containerSpec = new ContainerSpec(settings.image(), RelayLaunch.memoryMb(spec), settings.pidsLimit(),
                workMb, settings.tmpTmpfsMb(), reaper.labels(job, "strategy"), spec.cpus(), settings.runtime());
        opened(job);
        DockerContainer container;
        try {
            container = DockerContainer.create(docker, containerSpec, spec.label());
        } catch (RuntimeException e) {
            closed(job);
            throw e;
        }
        return RelayLaunch.start(spec, files, container, settings.startTimeout(), events, () -> closed(job));
    }

    /** The job a label belongs to: {@code match=7 seat=2} is part of {@code match=7}. */
    static String job(String label) {
        int seat = label.indexOf(" seat=");
        return (seat >= 0 ? label.substring(0, seat) : label).strip();
    }

    private void opened(String job) {
        openPerJob.merge(job, 1, Integer::sum);
    }

    /** After a job's last container is gone, anything else of that job is a leftover. */
    private void closed(String job) {
        Integer left = openPerJob.computeIfPresent(job, (key, open) -> open <= 1 ? null : open - 1);
        if (left == null) {
            try {
                int leftovers = reaper.reapJob(job);
                if (leftovers > 0) {
                    log.warn("removed {} leftover container(s) of {}", leftovers, job);
                }
            } catch (RuntimeException e) {
                log.warn("could not look for leftover containers of {}: {}", job, Failures.describe(e));
            }
        }
    }

    /** The OCI runtime of every container of this sandbox ({@code runc}, {@code runsc}). */
    @Override
    public String runtime() {
        return settings.runtime();
    }

    public Reaper reaper() {
        return reaper;
    }

    public DockerSettings settings() {
        return settings;
    }

    @Override
    public void close() {
        try {
            reaper.reapOwn();
        } catch (RuntimeException e) {
            log.warn("could not remove the containers of worker {}: {}", settings.workerId(), Failures.describe(e));
        } finally {
            docker.close();
        }
    }
}
