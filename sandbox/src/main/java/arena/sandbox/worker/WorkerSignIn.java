package arena.sandbox.worker;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.function.Function;

/**
 * Which credential a remote worker signs in with, from its environment: its own, given
 * ({@code ARENA_WORKER_CREDENTIAL}, or the file {@code ARENA_WORKER_CREDENTIAL_FILE} names); else one it gets now with a
 * join token ({@code ARENA_WORKER_TOKEN}, or the file {@code ARENA_WORKER_TOKEN_FILE} names), written to
 * {@code ARENA_WORKER_CREDENTIAL_FILE} when that is set (readable by its user only), so the next start signs in with it
 * and a join token made for one worker is spent once.
 */
public final class WorkerSignIn {

    public static final String CREDENTIAL = "ARENA_WORKER_CREDENTIAL";
    public static final String JOIN_TOKEN = "ARENA_WORKER_TOKEN";

    private final Map<String, String> env;

    public WorkerSignIn(Map<String, String> env) {
        this.env = env;
    }

    /**
     * @param join exchanges a join token for a credential (the site's {@code POST /api/worker/join})
     * @return the credential, and whether it was got now (with a join token)
     * @throws IllegalArgumentException with a sentence for the operator: no credential and no join token, a file that
     *                                  cannot be read
     */
    public SignedIn credential(Function<String, String> join) {
        String given = secret(CREDENTIAL);
        if (given != null) {
            return new SignedIn(given, false, null);
        }
        String token = secret(JOIN_TOKEN);
        if (token == null) {
            throw new IllegalArgumentException("this worker has no credential: set " + CREDENTIAL + " (or " + CREDENTIAL
                    + "_FILE) to one an admin made on the site's workers page, or " + JOIN_TOKEN + " (or " + JOIN_TOKEN
                    + "_FILE) to a join token");
        }
        String credential = join.apply(token);
        String file = env.get(CREDENTIAL + "_FILE");
        String notKept = file == null || file.isBlank() ? null : keep(Path.of(file), credential);
        return new SignedIn(credential, true, notKept);
    }

    /**
     * @param joined  whether it was got now, with a join token
     * @param notKept why a credential got now could not be kept in {@code ARENA_WORKER_CREDENTIAL_FILE}, or {@code null}
     */
    public record SignedIn(String credential, boolean joined, String notKept) {

        @Override
        public String toString() {
            return joined ? "a credential got with a join token" : "a credential of its own";
        }
    }

    /** A setting's value, or the file {@code <name>_FILE} names (a Docker secret), without surrounding white space. */
    private String secret(String name) {
        String file = env.get(name + "_FILE");
        String value;
        if (file == null || file.isBlank()) {
            value = env.get(name);
        } else {
            Path path = Path.of(file);
            try {
                // a credential file not written yet is where a joining worker keeps the one it gets
                value = Files.exists(path) ? Files.readString(path) : null;
            } catch (IOException e) {
                throw new IllegalArgumentException(name + "_FILE=" + file + " cannot be read: " + e.getMessage(), e);
            }
        }
        return value == null || value.isBlank() ? null : value.strip();
    }

    /** @return why it could not be kept, or {@code null} */
    private static String keep(Path file, String credential) {
        try {
            Files.deleteIfExists(file);
            Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            Files.writeString(file, credential);
            return null;
        } catch (IOException | UncheckedIOException | UnsupportedOperationException e) {
            return e.getMessage();
        }
    }
}
