package arena.sandbox.relay;

import arena.game.api.Launch;
import arena.game.api.SeatEvents;
import arena.sandbox.RunningStrategy;
import arena.sandbox.SandboxException;
import arena.sandbox.StrategySpec;
import arena.sandbox.build.BuildException;
import arena.sandbox.build.BuildLimits;
import arena.sandbox.build.BuildRequest;
import arena.sandbox.build.BuildResult;
import arena.sandbox.build.Language;
import arena.sandbox.build.Languages;
import arena.sandbox.build.PlannedBuild;
import arena.sandbox.build.SourceTree;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What every sandbox built on the relay does, whatever the relay runs in (a Docker container, an
 * isolated local process): the strategy's files, command and whole environment go to the relay as
 * frames, and its frames come back as the seat's events or the build's result.
 */
public final class RelayLaunch {

    /** The port of a TCP or HTTP strategy whose game names none: every relay has a loopback of its own. */
    public static final int DEFAULT_PORT = 8080;
    /** Where the relay unpacks the files and runs the strategy: the only writable folder besides /tmp. */
    public static final String WORK_DIR = "/work";
    private static final String HOST = "127.0.0.1";

    private RelayLaunch() {
    }

    /** @throws SandboxException when the stored artifact cannot be read */
    public static SourceTree files(StrategySpec spec, BuildLimits limits) {
        try {
            return SourceTree.unzip(spec.artifact(), limits.maxArtifactBytes() * 4, Integer.MAX_VALUE);
        } catch (BuildException e) {
            throw new SandboxException("the stored artifact of " + spec.label() + " is unreadable: " + e.getMessage());
        }
    }

    /** The strategy's memory budget plus its language runtime's allowance. */
    public static long memoryMb(StrategySpec spec) {
        return spec.limits().memoryMb() + Languages.get(spec.language()).memoryAllowanceMb();
    }

    /** Megabytes the unpacked files take, rounded down. */
    public static long unpackedMb(SourceTree files) {
        return files.files().values().stream().mapToLong(content -> content.length).sum() >> 20;
    }

    /**
     * Starts the relay on {@code channel}, sends it the files and the run frame, and returns the seat
     * once the strategy runs. When the start fails, the channel is removed and {@code onClose} runs.
     */
    public static RunningStrategy start(StrategySpec spec, SourceTree files, RelayChannel channel, Duration startTimeout,
            SeatEvents events, Runnable onClose) throws InterruptedException {
        return start(spec, files, channel, List.of(), startTimeout, events, onClose);
    }

    /**
     * As above, with {@code wrapper} run before the strategy's command inside the sandbox: limits that
     * bind the strategy but not the relay (its CPU time).
     */
    public static RunningStrategy start(StrategySpec spec, SourceTree files, RelayChannel channel, List<String> wrapper,
            Duration startTimeout, SeatEvents events, Runnable onClose) throws InterruptedException {
        Launch launch = spec.launch();
        int port = launch.port() > 0 ? launch.port() : DEFAULT_PORT;
        Language language = Languages.get(spec.language());
        List<String> command = new ArrayList<>(wrapper);
        command.addAll(language.runCommand(spec.entry(), spec.limits().memoryMb()));
        launch.args().forEach(arg -> command.add(Launch.expand(arg, HOST, port, launch.token())));
        Map<String, String> env = RelayRun.baseEnvironment();
        env.putAll(language.runEnvironment(spec.limits().memoryMb()));
        launch.env().forEach((key, value) -> env.put(key, Launch.expand(value, HOST, port, launch.token())));
        char mode = switch (launch.transport()) {
            case STDIO -> 's';
            case TCP -> 't';
            case HTTP -> 'h';
        };
        RelayRun run = new RelayRun(mode, port, RelayStrategy.LOG_CAP, spec.limits().move().toMillis() + 1000,
                HttpAnswer.rawCap(spec.limits().maxMessageBytes()), command, env);
        RelayStrategy strategy = new RelayStrategy(spec.seat(), spec.name(), spec.label(), launch, port,
                spec.limits(), memoryMb(spec), events, channel, onClose);
        try {
            strategy.launch(run, files.files(), startTimeout);
            return strategy;
        } catch (RuntimeException | InterruptedException e) {
            strategy.abort();
            throw e;
        }
    }

    /**
     * Compiles a planned build through the relay on {@code channel} (which the caller removes): a
     * compile error is a result, a failure of the relay or its host a {@link SandboxException}.
     */
    public static BuildResult build(RelayChannel channel, PlannedBuild planned, BuildRequest request, BuildLimits limits,
            long memoryMb, Duration startTimeout) throws InterruptedException {
        return build(channel, planned, request, limits, memoryMb, List.of(), startTimeout);
    }

    /** As above, with {@code wrapper} run before the compile script inside the sandbox. */
    public static BuildResult build(RelayChannel channel, PlannedBuild planned, BuildRequest request, BuildLimits limits,
            long memoryMb, List<String> wrapper, Duration startTimeout) throws InterruptedException {
        return new RelayBuild(request.label(), limits, memoryMb)
                .run(channel, planned, request.timeout(), startTimeout, wrapper);
    }
}
