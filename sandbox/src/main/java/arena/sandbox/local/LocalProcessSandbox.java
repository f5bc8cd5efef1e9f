package arena.sandbox.local;

import arena.game.api.Phrase;
import arena.game.api.Phrases;
import arena.game.api.SeatEvents;
import arena.game.process.CappedLog;
import arena.game.process.ProcessSeat;
import arena.sandbox.RunningStrategy;
import arena.sandbox.Sandbox;
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
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs strategies as plain processes of the worker's user, in temporary directories. It isolates
 * nothing: for the admin's own code, for tests, or for everybody's only when an admin chose it on
 * purpose ({@code unsafe-local}). Still, builds and strategies start with an explicit environment that
 * holds nothing of the worker's (its settings and secrets).
 */
public final class LocalProcessSandbox implements Sandbox {

    private static final String SEARCH_PATH = "/usr/local/bin:/usr/bin:/bin";

    private final BuildLimits limits;
    private final boolean onPurpose;

    /**
     * @param onPurpose an admin chose plain processes for everybody's code ({@code unsafe-local});
     *                  otherwise only the admin's code runs here
     */
    public LocalProcessSandbox(BuildLimits limits, boolean onPurpose) {
        this.limits = limits;
        this.onPurpose = onPurpose;
    }

    /** Plain processes chosen on purpose: tests and {@code unsafe-local}. */
    public LocalProcessSandbox() {
        this(BuildLimits.DEFAULT, true);
    }

    @Override
    public String description() {
        return "plain local processes (no isolation: strategies run as the worker's own user and see its files; "
                + (onPurpose ? "everybody's code runs here, as set on purpose with unsafe-local)" : "only the admin's code runs here)");
    }

    @Override
    public boolean isolates() {
        return false;
    }

    @Override
    public boolean runsAnyonesCode() {
        return onPurpose;
    }

    /**
     * The whole environment of a build or a strategy: the system's search path (the toolchains of
     * {@code /usr/local/bin}, {@code /usr/bin} and {@code /bin}, as in every other sandbox), a home in its
     * own directory, and nothing of the worker's.
     */
    static Map<String, String> environment(Path home) {
        Map<String, String> env = new LinkedHashMap<>();
        env.put("PATH", SEARCH_PATH);
        env.put("HOME", home.toString());
        env.put("TMPDIR", home.toString());
        env.put("LANG", "C.UTF-8");
        return env;
    }

    @Override
    public BuildResult build(BuildRequest request) throws InterruptedException {
        return PlannedBuild.planThen(request, limits, planned -> build(request, planned));
    }

    private BuildResult build(BuildRequest request, PlannedBuild planned) throws InterruptedException {
        Language.BuildPlan plan = planned.plan();
        Path dir = createTempDir("arena-build-");
        try {
            planned.sources().writeTo(dir);
            ProcessBuilder builder = new ProcessBuilder(onSearchPath(List.of("sh", "-c", plan.script()))).directory(dir.toFile())
                    .redirectErrorStream(true);
            builder.environment().clear();
            builder.environment().putAll(environment(dir));
            Process process = builder.start();
            process.getOutputStream().close();
            CappedLog log = new CappedLog(limits.logBytes());
            Thread reader = pump(process.getInputStream(), log);
            if (!process.waitFor(request.timeout().toMillis(), TimeUnit.MILLISECONDS)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
                Phrase message = Phrases.shared().say("outcome.build.timeoutSeconds", request.timeout().toSeconds());
                return BuildResult.failed(log + "\n" + message, message);
            }
            reader.join(1000);
            if (process.exitValue() != 0) {
                return BuildResult.failed(log.toString(), planned.language().compileError(log.toString(),
                        Phrases.shared().say("outcome.build.failed")));
            }
            byte[] artifact = SourceTree.readFrom(dir).zip();
            if (artifact.length > limits.maxArtifactBytes()) {
                Phrase message = Phrases.shared().say("outcome.build.tooLarge", limits.maxArtifactBytes() / (1024 * 1024));
                return BuildResult.failed(log + "\n" + message, message);
            }
            return BuildResult.succeeded(log.toString(), artifact, plan.entry());
        } catch (IOException e) {
            throw new SandboxException("local build failed: " + e.getMessage(), e);
        } finally {
            Directories.deleteQuietly(dir);
        }
    }

    @Override
    public RunningStrategy start(StrategySpec spec, SeatEvents events) {
        Language language = Languages.get(spec.language());
        Path dir = createTempDir("arena-run-");
        try {
            SourceTree.unzip(spec.artifact(), limits.maxArtifactBytes() * 4, Integer.MAX_VALUE).writeTo(dir);
            List<String> command = onSearchPath(language.runCommand(spec.entry(), spec.limits().memoryMb()));
            madeExecutable(dir, command.get(0));
            Map<String, String> environment = environment(dir);
            environment.putAll(language.runEnvironment(spec.limits().memoryMb()));
            ProcessSeat seat = ProcessSeat.start(spec.seat(), spec.name(), command, dir, environment, spec.launch(),
                    spec.limits(), events);
            return new LocalStrategy(seat, dir);
        } catch (IOException | BuildException e) {
            Directories.deleteQuietly(dir);
            throw new SandboxException("could not start " + spec.label() + ": " + e.getMessage(), e);
        }
    }

    /**
     * A zip keeps no file modes, so a program the build compiled into the artifact ({@code ./arena-main} of
     * C++) comes out of it plain: it is made executable again.
     */
    private static void madeExecutable(Path dir, String program) throws IOException {
        Path file = dir.resolve(program).normalize();
        if (program.startsWith("./") && file.startsWith(dir) && Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)
                && !file.toFile().setExecutable(true, true)) {
            throw new IOException("cannot make " + program + " executable");
        }
    }

    /**
     * The command with its program found on the environment's search path: Java would look for it on
     * the worker's own, which may hold wrappers (pyenv's shims, say) of the worker's user.
     */
    private static List<String> onSearchPath(List<String> command) {
        String program = command.get(0);
        if (program.contains("/")) {
            return command;
        }
        for (String dir : SEARCH_PATH.split(":")) {
            Path candidate = Path.of(dir, program);
            if (Files.isExecutable(candidate)) {
                List<String> found = new ArrayList<>(command);
                found.set(0, candidate.toString());
                return found;
            }
        }
        return command;
    }

    private static Path createTempDir(String prefix) {
        try {
            return Files.createTempDirectory(prefix);
        } catch (IOException e) {
            throw new SandboxException("cannot create a temporary directory: " + e.getMessage(), e);
        }
    }

    private static Thread pump(InputStream in, CappedLog log) {
        Thread thread = new Thread(() -> {
            byte[] buffer = new byte[8192];
            try (in) {
                for (int n = in.read(buffer); n > 0; n = in.read(buffer)) {
                    log.write(buffer, 0, n);
                }
            } catch (IOException ignored) {
                // the compiler is gone
            }
        }, "build-log");
        thread.setDaemon(true);
        thread.start();
        return thread;
    }
}
