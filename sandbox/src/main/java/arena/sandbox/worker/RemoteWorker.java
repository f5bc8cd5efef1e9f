package arena.sandbox.worker;

import arena.game.api.GameEngines;
import arena.sandbox.Sandbox;
import arena.sandbox.Sandboxes;
import arena.sandbox.WorkerIds;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;

/**
 * A worker process on its own machine: {@code ARENA_URL} (the site), {@code ARENA_WORKER_TOKEN} (or
 * {@code ARENA_WORKER_TOKEN_FILE}, a file that holds it: a Docker secret),
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
        String site = System.getenv().getOrDefault("ARENA_URL", "http://localhost:8080/");
        String token = token();
        if (token == null || token.isBlank()) {
            System.err.println("ARENA_WORKER_TOKEN (or ARENA_WORKER_TOKEN_FILE) is not set: the site's arena.worker.token");
            System.exit(2);
        }
        int slots = positive("ARENA_WORKER_SLOTS", 1);
        Duration heartbeat = Duration.ofSeconds(positive("ARENA_WORKER_HEARTBEAT", 15));
        String id = workerId();
        Sandbox sandbox = Sandboxes.create(System.getenv().getOrDefault("ARENA_SANDBOX", "docker"), id);
        WorkerLoop loop = new WorkerLoop(id, new HttpJobClient(URI.create(site), token), sandbox,
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

    /** The token itself, or (a Docker or Swarm secret) the file that holds it, its surrounding white space dropped. */
    private static String token() {
        String file = System.getenv("ARENA_WORKER_TOKEN_FILE");
        if (file == null || file.isBlank()) {
            return System.getenv("ARENA_WORKER_TOKEN");
        }
        try {
            return Files.readString(Path.of(file)).strip();
        } catch (IOException e) {
            System.err.println("ARENA_WORKER_TOKEN_FILE=" + file + " cannot be read: " + e.getMessage());
            System.exit(2);
            return null;
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
