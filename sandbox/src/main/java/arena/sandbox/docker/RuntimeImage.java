package arena.sandbox.docker;

import arena.sandbox.Failures;
import arena.sandbox.SandboxException;
import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.exception.NotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.function.Function;

/**
 * Which runtime image this worker needs: {@code arena-runtime:<hash>}, the hash of the recipe in
 * {@code docker/runtime} (packaged with the worker), exactly as {@code build-image.sh} tags it. So a
 * worker never runs with a relay of another protocol. {@code ARENA_RUNTIME_IMAGE} overrides it.
 */
public final class RuntimeImage {

    /** The recipe files, in the order {@code build-image.sh} hashes them. */
    static final List<String> RECIPE = List.of("packages.txt", "Dockerfile", "relay/relay.c", "build-image.sh");
    static final String REPOSITORY = "arena-runtime";
    private static final String RESOURCES = "/arena/sandbox/docker/runtime/";

    private RuntimeImage() {
    }

    /** The image to run: {@code ARENA_RUNTIME_IMAGE} if set, else the tag of the packaged recipe. */
    public static String expectedTag() {
        String configured = System.getenv("ARENA_RUNTIME_IMAGE");
        return configured != null && !configured.isBlank() ? configured.strip() : REPOSITORY + ":" + hash(RuntimeImage::resource);
    }

    /** The first 12 hex digits of SHA-256 over each file's name, a newline, and its bytes. */
    static String hash(Function<String, byte[]> files) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            for (String file : RECIPE) {
                digest.update((file + "\n").getBytes(StandardCharsets.UTF_8));
                digest.update(files.apply(file));
            }
            return HexFormat.of().formatHex(digest.digest()).substring(0, 12);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static byte[] resource(String file) {
        try (InputStream in = RuntimeImage.class.getResourceAsStream(RESOURCES + file)) {
            if (in == null) {
                throw new IllegalStateException("the runtime image recipe is not packaged: " + RESOURCES + file);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** @throws SandboxException when the engine does not have the image, saying how to build it */
    static void check(DockerClient docker, String tag) {
        try {
            docker.inspectImageCmd(tag).exec();
        } catch (NotFoundException e) {
            throw new SandboxException(missing(tag), e);
        } catch (RuntimeException e) {
            throw new SandboxException("cannot inspect the runtime image " + tag + ": " + Failures.describe(e), e);
        }
    }

    static String missing(String tag) {
        return "the runtime image " + tag + " is missing on the Docker engine: build it with"
                + " docker/runtime/build-image.sh (offline, minutes: about 3 GB of Debian packages; docker/ci-setup.sh does it too)";
    }
}
