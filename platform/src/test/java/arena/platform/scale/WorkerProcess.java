package arena.platform.scale;

import arena.sandbox.WorkerIds;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A remote worker as an operator starts it: {@code java -jar arena-worker.jar} (built by the worker module
 * before the platform's tests), configured by its environment only, its log in a file. It makes up its own
 * worker id, as any worker without {@code ARENA_WORKER_ID} does, whatever the test run's environment sets.
 */
final class WorkerProcess implements AutoCloseable {

    /** The worker module's runnable jar, next to the platform module the tests run in. */
    static final Path JAR = Path.of(System.getProperty("user.dir")).resolve("../worker/target/arena-worker.jar").normalize();

    private final Process process;
    private final Path log;

    private WorkerProcess(Process process, Path log) {
        this.process = process;
        this.log = log;
    }

    static WorkerProcess start(String site, String token, String sandbox, int heartbeatSeconds, Path log) {
        if (!Files.isRegularFile(JAR)) {
            throw new IllegalStateException(JAR + " is missing: build it with the platform (mvn -pl platform -am verify)");
        }
        ProcessBuilder builder = new ProcessBuilder(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", JAR.toString()));
        builder.environment().remove(WorkerIds.ENV);
        builder.environment().put("ARENA_URL", site);
        builder.environment().put("ARENA_WORKER_TOKEN", token);
        builder.environment().put("ARENA_SANDBOX", sandbox);
        builder.environment().put("ARENA_WORKER_HEARTBEAT", Integer.toString(heartbeatSeconds));
        builder.redirectErrorStream(true).redirectOutput(log.toFile());
        try {
            return new WorkerProcess(builder.start(), log);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** As {@code kill -9}: no shutdown hook, no goodbye to the site; its lease simply stops being renewed. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(30, TimeUnit.SECONDS);
    }

    boolean alive() {
        return process.isAlive();
    }

    /** The end of its log, for a failing test's message. */
    String logTail() {
        try {
            String text = Files.readString(log);
            return text.length() <= 4000 ? text : text.substring(text.length() - 4000);
        } catch (IOException e) {
            return "(no log: " + e.getMessage() + ")";
        }
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(20, TimeUnit.SECONDS)) {
            kill();
        }
    }
}
