package arena.sandbox.worker;

import arena.game.api.GameEngines;
import arena.sandbox.Sandbox;
import arena.sandbox.Sandboxes;
import arena.sandbox.WorkerIds;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;

/**
 * A worker process on its own machine: {@code ARENA_URL} (the site); its own credential, {@code ARENA_WORKER_CREDENTIAL}
 * (or {@code ARENA_WORKER_CREDENTIAL_FILE}, a file that holds it), made by an admin on the site's workers page, or a
 * join token, {@code ARENA_WORKER_TOKEN} (or {@code ARENA_WORKER_TOKEN_FILE}: a Docker secret), that it exchanges at
 * start for a credential of its own, kept in {@code ARENA_WORKER_CREDENTIAL_FILE} when that names a file not written
 * yet (so the next start uses it, and a token for one worker is spent once);
 * {@code ARENA_WORKER_SLOTS} (default 1), {@code ARENA_SANDBOX} ({@code docker} by default: a worker
 * for strangers' code isolates it; {@code local} isolates too), {@code ARENA_WORKER_HEARTBEAT} (seconds
 * between lease renewals, default 15: keep it well under the site's {@code arena.jobs.lease}),
 * {@code ARENA_WORKER_ID} (its name on the queue and on its containers; by default one of its own, new in
 * each process: see {@link WorkerIds}). It pulls
 * jobs from the site's worker API until stopped, telling the site whether it may run anybody's code or
 * only the admin's. Its runnable jar is the worker module's {@code arena-worker.jar}.
 */
public final class RemoteWorker {

    private RemoteWorker() {
    }

    public static void main(String[] args) throws InterruptedException {
        URI site = URI.create(System.getenv().getOrDefault("ARENA_URL", "http://localhost:8080/"));
        int slots = positive("ARENA_WORKER_SLOTS", 1);
        Duration heartbeat = Duration.ofSeconds(positive("ARENA_WORKER_HEARTBEAT", 15));
        String id = workerId();
        String credential = credential(site, id);
        Sandbox sandbox = Sandboxes.create(System.getenv().getOrDefault("ARENA_SANDBOX", "docker"), id);
        WorkerLoop loop = new WorkerLoop(id, new HttpJobClient(site, credential), sandbox,
                new MatchRunner(GameEngines.load(), sandbox), new WorkerSettings(slots, Duration.ofSeconds(1), heartbeat));
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            loop.close();
            sandbox.close();
            stopped.countDown();
        }));
        loop.start();
        stopped.await();
    }

    /**
     * The worker's own credential: given, or kept from an earlier start, or got now with a join token (and kept when
     * {@code ARENA_WORKER_CREDENTIAL_FILE} names where).
     */
    private static String credential(URI site, String workerId) {
        String given = secret("ARENA_WORKER_CREDENTIAL");
        if (given != null) {
            return given;
        }
        String joinToken = secret("ARENA_WORKER_TOKEN");
        if (joinToken == null) {
            System.err.println("this worker has no credential: set ARENA_WORKER_CREDENTIAL (or ARENA_WORKER_CREDENTIAL_FILE)"
                    + " to one an admin made on the site's workers page, or ARENA_WORKER_TOKEN (or ARENA_WORKER_TOKEN_FILE)"
                    + " to a join token");
            System.exit(2);
        }
        String credential;
        try {
            credential = HttpJobClient.join(site, joinToken, workerId);
        } catch (RuntimeException e) {
            System.err.println("this worker could not join " + site + ": " + e.getMessage());
            System.exit(2);
            return null;
        }
        String file = System.getenv("ARENA_WORKER_CREDENTIAL_FILE");
        if (file != null && !file.isBlank()) {
            keep(Path.of(file), credential);
        }
        System.err.println("worker " + workerId + " joined " + site + " with a credential of its own");
        return credential;
    }

    /** A setting's value, or (a Docker or Swarm secret) the file {@code <name>_FILE} names, without surrounding space. */
    private static String secret(String name) {
        String file = System.getenv(name + "_FILE");
        String value;
        if (file == null || file.isBlank()) {
            value = System.getenv(name);
        } else {
            Path path = Path.of(file);
            try {
                // a credential file not written yet is where a joining worker keeps the one it gets
                value = Files.exists(path) ? Files.readString(path) : null;
            } catch (IOException e) {
                System.err.println(name + "_FILE=" + file + " cannot be read: " + e.getMessage());
                System.exit(2);
                return null;
            }
        }
        return value == null || value.isBlank() ? null : value.strip();
    }

    /** Keeps a new credential for the next start, readable by this user only. */
    private static void keep(Path file, String credential) {
        try {
            Files.deleteIfExists(file);
            Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            Files.writeString(file, credential);
        } catch (IOException | UnsupportedOperationException e) {
            System.err.println("the new credential cannot be kept in ARENA_WORKER_CREDENTIAL_FILE=" + file + " ("
                    + e.getMessage() + "): the next start joins again");
        }
    }

    private static String workerId() {
        try {
            return WorkerIds.fromEnvironment("");
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            return null;
        }
    }

    /** A whole number above zero from the environment, or the default; anything else stops the worker with the reason. */
    private static int positive(String name, int fallback) {
        String value = System.getenv(name);
        if (value == null || value.isBlank()) {
            return fallback;
        }
        try {
            int parsed = Integer.parseInt(value.trim());
            if (parsed > 0) {
                return parsed;
            }
        } catch (NumberFormatException e) {
            // reported below with the rest
        }
        System.err.println(name + "=" + value + " is not a whole number above zero");
        System.exit(2);
        return fallback;
    }
}
