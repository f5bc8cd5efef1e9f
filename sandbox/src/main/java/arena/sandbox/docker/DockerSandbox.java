package arena.sandbox.docker;

import arena.game.api.Launch;
import arena.game.api.SeatEvents;
import arena.game.api.Transport;
import arena.sandbox.RunningStrategy;
import arena.sandbox.Sandbox;
import arena.sandbox.SandboxException;
import arena.sandbox.StrategySpec;
import arena.sandbox.build.BuildException;
import arena.sandbox.build.BuildRequest;
import arena.sandbox.build.BuildResult;
import arena.sandbox.build.Language;
import arena.sandbox.build.Languages;
import arena.sandbox.build.PlannedBuild;
import arena.sandbox.build.SourceTree;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Compiles and runs strategies in Docker containers of the runtime image, one container per strategy
 * and per compilation, hardened by {@link ContainerSpec}. Files reach a container only through its
 * relay, so a remote Docker engine works as well as the local one. Containers are removed when their
 * seat or build ends; the {@link Reaper} removes what a crash left behind, at start-up and after each
 * job.
 */
public final class DockerSandbox implements Sandbox {

    /** The port of a TCP or HTTP strategy whose game names none: every container has its own. */
    static final int DEFAULT_PORT = 8080;
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
     * Connects to the Docker engine, checks the runtime image and removes this worker's leftovers.
     *
     * @throws SandboxException when Docker is unreachable or the image is missing, saying what to do
     */
    public static DockerSandbox connect(DockerSettings settings) {
        DockerClients docker = DockerClients.create(settings.dockerHost());
        try {
            String engine = docker.ping();
            RuntimeImage.check(docker.commands(), settings.image());
            Reaper reaper = new Reaper(docker.commands(), settings.workerId());
            int leftovers = reaper.reapWorker();
            if (leftovers > 0) {
                log.warn("removed {} leftover container(s) of worker {}", leftovers, settings.workerId());
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
                + ", worker " + settings.workerId() + "): no network, read-only root, non-root user, no capabilities,"
                + " memory, pids and CPU limits";
    }

    @Override
    public boolean isolates() {
        return true;
    }

    @Override
    public BuildResult build(BuildRequest request) throws InterruptedException {
        PlannedBuild planned;
        try {
            planned = PlannedBuild.of(request, settings.buildLimits());
        } catch (BuildException e) {
            return BuildResult.failed(e.getMessage(), e.getMessage());
        }
        String job = job(request.label());
        ContainerSpec spec = new ContainerSpec(settings.image(), settings.buildMemoryMb(), settings.pidsLimit(),
                settings.buildTmpfsMb(), settings.buildTmpfsMb(), labels(job, "build"));
        opened(job);
        try {
            DockerContainer container = DockerContainer.create(docker, spec, request.label());
            try {
                return new DockerBuild(request.label(), settings.buildLimits(), spec.memoryMb())
                        .run(container, planned.sources(), planned.plan(), request.timeout(), settings.startTimeout());
            } finally {
                container.remove();
            }
        } finally {
            closed(job);
        }
    }

    @Override
    public RunningStrategy start(StrategySpec spec, SeatEvents events) throws InterruptedException {
        Language language = Languages.get(spec.language());
        SourceTree files;
        try {
            files = SourceTree.unzip(spec.artifact(), settings.buildLimits().maxArtifactBytes() * 4, Integer.MAX_VALUE);
        } catch (BuildException e) {
            throw new SandboxException("the stored artifact of " + spec.label() + " is unreadable: " + e.getMessage());
        }
        Launch launch = spec.launch();
        Transport transport = launch.transport();
        int port = launch.port() > 0 ? launch.port() : DEFAULT_PORT;
        String host = "127.0.0.1";
        List<String> command = new ArrayList<>(language.runCommand(spec.entry(), spec.limits().memoryMb()));
        launch.args().forEach(arg -> command.add(Launch.expand(arg, host, port, launch.token())));
        Map<String, String> env = RelayRun.baseEnvironment();
        launch.env().forEach((key, value) -> env.put(key, Launch.expand(value, host, port, launch.token())));
        char mode = switch (transport) {
            case STDIO -> 's';
            case TCP -> 't';
            case HTTP -> 'h';
        };
        RelayRun run = new RelayRun(mode, port, DockerStrategy.LOG_CAP, spec.limits().move().toMillis() + 1000,
                HttpAnswer.rawCap(spec.limits().maxMessageBytes()), command, env);

        long memoryMb = spec.limits().memoryMb() + language.memoryAllowanceMb();
        long unpackedMb = files.files().values().stream().mapToLong(content -> content.length).sum() >> 20;
        long workMb = Math.max(settings.workTmpfsMb(), 2 * unpackedMb + 16);
        String job = job(spec.label());
        ContainerSpec containerSpec = new ContainerSpec(settings.image(), memoryMb, settings.pidsLimit(), workMb,
                settings.tmpTmpfsMb(), labels(job, "strategy"));
        opened(job);
        DockerContainer container;
        try {
            container = DockerContainer.create(docker, containerSpec, spec.label());
        } catch (RuntimeException e) {
            closed(job);
            throw e;
        }
        DockerStrategy strategy = new DockerStrategy(spec.seat(), spec.name(), spec.label(), transport, port,
                spec.limits(), memoryMb, events, container, () -> closed(job));
        try {
            strategy.launch(run, files.files(), settings.startTimeout());
            return strategy;
        } catch (RuntimeException | InterruptedException e) {
            strategy.abort();
            throw e;
        }
    }

    private Map<String, String> labels(String job, String role) {
        return Map.of(Reaper.WORKER, settings.workerId(), Reaper.JOB, job, Reaper.ROLE, role);
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

    public Reaper reaper() {
        return reaper;
    }

    public DockerSettings settings() {
        return settings;
    }

    @Override
    public void close() {
        try {
            reaper.reapWorker();
        } catch (RuntimeException e) {
            log.warn("could not remove the containers of worker {}: {}", settings.workerId(), Failures.describe(e));
        } finally {
            docker.close();
        }
    }
}
