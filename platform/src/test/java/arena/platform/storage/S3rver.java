package arena.platform.storage;

import arena.testing.Eventually;
import arena.testing.Required;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.awaitility.core.ConditionTimeoutException;

/**
 * A real S3-compatible server for tests: s3rver (npm), an S3 API implemented over a folder, started on a free
 * port with one bucket. Found as {@code $ARENA_S3RVER} or {@code s3rver} on the PATH (.ci/run installs it with
 * npm); missing, the test is skipped (failed with {@code ARENA_REQUIRE_TOOLS=true}). MinIO is not packaged for
 * Debian and no image registry is reachable here, so MinIO itself cannot be run.
 */
final class S3rver implements AutoCloseable {

    /** s3rver's fixed credentials. */
    static final String ACCESS_KEY = "S3RVER";
    static final String SECRET_KEY = "S3RVER";

    private final Process process;
    private final URI endpoint;

    private S3rver(Process process, URI endpoint) {
        this.process = process;
        this.endpoint = endpoint;
    }

    static S3rver start(Path folder, String bucket) throws Exception {
        String command = System.getenv().getOrDefault("ARENA_S3RVER", "s3rver");
        if (!Required.installed(command)) {
            return Required.missing(Required.TOOLS, command + " (an S3-compatible server: npm install -g s3rver) is not installed");
        }
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        Process process = new ProcessBuilder(List.of(command, "--directory", Files.createDirectories(folder).toString(),
                "--address", "127.0.0.1", "--port", Integer.toString(port), "--silent", "--configure-bucket", bucket))
                .redirectErrorStream(true).redirectOutput(folder.resolveSibling("s3rver.log").toFile()).start();
        try {
            Eventually.await("s3rver listens on port " + port, Duration.ofSeconds(60))
                    .until(() -> !process.isAlive() || listening(port));
        } catch (ConditionTimeoutException late) {
            // said below, with its log
        }
        if (!process.isAlive() || !listening(port)) {
            process.destroyForcibly();
            throw new IllegalStateException("s3rver did not start: " + Files.readString(folder.resolveSibling("s3rver.log")));
        }
        return new S3rver(process, URI.create("http://127.0.0.1:" + port));
    }

    private static boolean listening(int port) {
        try (Socket ignored = new Socket("127.0.0.1", port)) {
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    URI endpoint() {
        return endpoint;
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
    }
}
