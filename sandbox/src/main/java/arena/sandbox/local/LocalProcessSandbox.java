package arena.sandbox.local;

import arena.game.api.SeatEvents;
import arena.game.api.local.CappedLog;
import arena.game.api.local.ProcessSeat;
import arena.sandbox.RunningStrategy;
import arena.sandbox.Sandbox;
import arena.sandbox.SandboxException;
import arena.sandbox.StrategySpec;
import arena.sandbox.build.BuildException;
import arena.sandbox.build.BuildLimits;
import arena.sandbox.build.BuildOutput;
import arena.sandbox.build.BuildRequest;
import arena.sandbox.build.BuildResult;
import arena.sandbox.build.Language;
import arena.sandbox.build.Languages;
import arena.sandbox.build.PlannedBuild;
import arena.sandbox.build.SourceTree;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs strategies as plain processes of the worker's user, in temporary directories. It isolates
 * nothing: for a laptop or tests, never for strangers' code.
 */
public final class LocalProcessSandbox implements Sandbox {

    private final BuildLimits limits;

    public LocalProcessSandbox(BuildLimits limits) {
        this.limits = limits;
    }

    public LocalProcessSandbox() {
        this(BuildLimits.DEFAULT);
    }

    @Override
    public String description() {
        return "local processes (no isolation: strategies run as the worker's own user)";
    }

    @Override
    public boolean isolates() {
        return false;
    }

    @Override
    public BuildResult build(BuildRequest request) throws InterruptedException {
        PlannedBuild planned;
        try {
            planned = PlannedBuild.of(request, limits);
        } catch (BuildException e) {
            return BuildResult.failed(e.getMessage(), e.getMessage());
        }
        Language.BuildPlan plan = planned.plan();
        Path dir = createTempDir("arena-build-");
        try {
            planned.sources().writeTo(dir);
            Process process = new ProcessBuilder("sh", "-c", plan.script())
                    .directory(dir.toFile()).redirectErrorStream(true).start();
            process.getOutputStream().close();
            CappedLog log = new CappedLog(limits.logBytes());
            Thread reader = pump(process.getInputStream(), log);
            if (!process.waitFor(request.timeout().toMillis(), TimeUnit.MILLISECONDS)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
                String message = "compilation took longer than " + request.timeout().toSeconds() + " s";
                return BuildResult.failed(log + "\n" + message, message);
            }
            reader.join(1000);
            if (process.exitValue() != 0) {
                return BuildResult.failed(log.toString(), BuildOutput.firstError(log.toString(), "the compiler failed"));
            }
            byte[] artifact = SourceTree.readFrom(dir).zip();
            if (artifact.length > limits.maxArtifactBytes()) {
                String message = "the compiled strategy is larger than " + limits.maxArtifactBytes() / (1024 * 1024) + " MiB";
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
            List<String> command = language.runCommand(spec.entry(), spec.limits().memoryMb());
            ProcessSeat seat = ProcessSeat.start(spec.seat(), spec.name(), command, dir, spec.launch(), spec.limits(), events);
            return new LocalStrategy(seat, dir);
        } catch (IOException | BuildException e) {
            Directories.deleteQuietly(dir);
            throw new SandboxException("could not start " + spec.label() + ": " + e.getMessage(), e);
        }
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
