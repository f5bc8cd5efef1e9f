package arena.sandbox.relay;

import arena.game.api.Phrase;
import arena.game.api.Phrases;
import arena.game.process.CappedLog;
import arena.sandbox.Failures;
import arena.sandbox.SandboxException;
import arena.sandbox.build.BuildException;
import arena.sandbox.build.BuildLimits;
import arena.sandbox.build.BuildResult;
import arena.sandbox.build.Language;
import arena.sandbox.build.PlannedBuild;
import arena.sandbox.build.SourceTree;
import java.io.ByteArrayOutputStream;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * One compilation in a container of the runtime image, with the build's own limits: the relay
 * receives the sources, runs the language's compile script, and sends back the log (first and last
 * {@link BuildLimits#logBytes()}), the exit status and, when it succeeded, every file of the work
 * directory, which becomes the artifact.
 */
final class RelayBuild implements RelayListener {

    /** Arena's own sentences about a build; the compiler's lines are said as it printed them. */
    private static final Phrases WORDS = Phrases.shared();

    private final String label;
    private final BuildLimits limits;
    private final long memoryMb;
    private final CappedLog log;
    private final Map<String, byte[]> files = new LinkedHashMap<>();
    private final CountDownLatch hello = new CountDownLatch(1);
    private final CountDownLatch done = new CountDownLatch(1);
    private volatile ExitReport exit;
    private volatile String relayFailure;
    private volatile Throwable streamError;
    private volatile boolean filesEnded;
    private volatile boolean tooLarge;
    // Only touched on the attached stream's thread.
    private String currentPath;
    private ByteArrayOutputStream current;
    private long received;

    RelayBuild(String label, BuildLimits limits, long memoryMb) {
        this.label = label;
        this.limits = limits;
        this.memoryMb = memoryMb;
        this.log = new CappedLog(limits.logBytes() + 1024);
    }

    BuildResult run(RelayChannel container, PlannedBuild planned, Duration timeout, Duration startTimeout)
            throws InterruptedException {
        return run(container, planned, timeout, startTimeout, List.of());
    }

    /** @param wrapper runs before the compile script inside the sandbox (limits of the compiler only) */
    BuildResult run(RelayChannel container, PlannedBuild planned, Duration timeout, Duration startTimeout,
            List<String> wrapper) throws InterruptedException {
        Language.BuildPlan plan = planned.plan();
        container.attachAndStart(this, startTimeout);
        if (!hello.await(startTimeout.toMillis(), TimeUnit.MILLISECONDS)) {
            throw new SandboxException(label + ": the relay did not greet within " + startTimeout.toSeconds() + " s"
                    + detail(container));
        }
        RelayRun.sendFiles(container, planned.sources().files());
        List<String> command = new java.util.ArrayList<>(wrapper);
        command.addAll(List.of("sh", "-c", plan.script()));
        container.send(new RelayRun('c', 0, limits.logBytes(), 0, 0, command,
                RelayRun.baseEnvironment()).frame());
        if (!done.await(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
            container.send(RelayFrame.of(RelayFrame.TERMINATE));
            container.kill();
            done.await(3, TimeUnit.SECONDS);
            Phrase message = timeout.toMillis() % 1000 == 0
                    ? WORDS.say("outcome.build.timeoutSeconds", timeout.toSeconds())
                    : WORDS.say("outcome.build.timeoutMillis", timeout.toMillis());
            return BuildResult.failed(log + "\n" + message, message);
        }
        if (relayFailure != null) {
            throw new SandboxException(label + ": the relay failed: " + relayFailure);
        }
        ExitReport report = exit;
        RelayChannel.State state = container.awaitStopped(Duration.ofSeconds(5));
        if (state.oomKilled() || (report != null && report.signal() != null && report.signal() == 9 && report.oomKills() > 0)) {
            Phrase message = WORDS.say("outcome.build.outOfMemory", memoryMb);
            return BuildResult.failed(log + "\n" + message, message);
        }
        if (report == null) {
            throw new SandboxException(label + ": the build container ended without an exit report"
                    + (streamError != null ? ": " + Failures.describe(streamError) : "") + detail(container));
        }
        if (report.signal() != null || report.exitCode() == null || report.exitCode() != 0) {
            Phrase fallback = report.signal() != null
                    ? WORDS.say("outcome.build.killed", ExitReport.signalName(report.signal()))
                    : WORDS.say("outcome.build.failedExit", report.exitCode());
            return BuildResult.failed(log.toString(), planned.language().compileError(log.toString(), fallback));
        }
        return artifact(plan);
    }

    private BuildResult artifact(Language.BuildPlan plan) {
        Phrase tooBig = WORDS.say("outcome.build.tooLarge", limits.maxArtifactBytes() / (1024 * 1024));
        if (tooLarge) {
            return BuildResult.failed(log + "\n" + tooBig, tooBig);
        }
        if (!filesEnded) {
            throw new SandboxException(label + ": the relay did not send the compiled files");
        }
        byte[] zip;
        try {
            zip = SourceTree.of(files).zip();
        } catch (BuildException e) {
            return BuildResult.failed(log + "\n" + e.getMessage(), e.phrase());
        }
        if (zip.length > limits.maxArtifactBytes()) {
            return BuildResult.failed(log + "\n" + tooBig, tooBig);
        }
        return BuildResult.succeeded(log.toString(), zip, plan.entry());
    }

    private static String detail(RelayChannel container) {
        String diagnostics = container.diagnostics().strip();
        return diagnostics.isEmpty() ? "" : "; relay stderr: " + diagnostics;
    }

    @Override
    public void frame(RelayFrame frame) {
        byte[] payload = frame.payload();
        switch (frame.type()) {
            case RelayFrame.HELLO -> {
                if (!RelayFrame.VERSION.equals(frame.text())) {
                    relayFailure = "the image's relay speaks '" + frame.text() + "', this worker '" + RelayFrame.VERSION
                            + "': rebuild the runtime image (docker/runtime/build-image.sh)";
                    done.countDown();
                }
                hello.countDown();
            }
            case RelayFrame.STARTED, RelayFrame.OUTPUT -> {
                // a compile script has no protocol
            }
            case RelayFrame.LOG -> log.write(payload, 0, payload.length);
            case RelayFrame.SKIPPED -> log.write("\n[... " + frame.text() + " bytes left out ...]\n");
            case RelayFrame.EXIT -> exit = ExitReport.parse(frame.text());
            case RelayFrame.FILE -> {
                finishFile();
                currentPath = frame.text();
                current = new ByteArrayOutputStream();
            }
            case RelayFrame.BYTES -> {
                received += payload.length;
                if (received > limits.maxArtifactBytes() * 4) {
                    tooLarge = true;
                } else if (current != null) {
                    current.write(payload, 0, payload.length);
                }
            }
            case RelayFrame.FILES_END -> {
                finishFile();
                filesEnded = true;
                done.countDown();
            }
            case RelayFrame.FAILURE -> {
                relayFailure = frame.text();
                done.countDown();
            }
            default -> relayFailure = "unexpected frame '" + frame.type() + "'";
        }
    }

    private void finishFile() {
        if (currentPath != null && !tooLarge) {
            files.put(currentPath, current.toByteArray());
        }
        currentPath = null;
        current = null;
    }

    @Override
    public void ended(Throwable error) {
        streamError = error;
        hello.countDown();
        done.countDown();
    }
}
