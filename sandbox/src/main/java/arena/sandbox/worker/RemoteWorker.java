package arena.sandbox.worker;

import arena.game.api.GameEngines;
import arena.sandbox.Sandbox;
import arena.sandbox.Sandboxes;
import arena.sandbox.WorkerIds;
import java.net.URI;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;

/**
 * A worker process on its own machine: {@code ARENA_URL} (the site); its own credential, {@code ARENA_WORKER_CREDENTIAL}
 * (or {@code ARENA_WORKER_CREDENTIAL_FILE}), made by an admin on the site's workers page, or a join token,
 * {@code ARENA_WORKER_TOKEN} (or {@code ARENA_WORKER_TOKEN_FILE}: a Docker secret), that it exchanges at start for a
 * credential of its own (see {@link WorkerSignIn});
 * {@code ARENA_WORKER_SLOTS} (default 1), {@code ARENA_SANDBOX} ({@code docker} by default: a worker
 * for strangers' code isolates it; {@code local} isolates too), {@code ARENA_DOCKER_RUNTIME} (the Docker engine's
 * runtime for its containers: {@code runc} by default, {@code runsc} for gVisor), {@code ARENA_WORKER_HEARTBEAT} (seconds
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
        Sandbox sandbox = sandbox(id);
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

    /** The worker's own credential ({@link WorkerSignIn}); anything missing stops the worker with the reason. */
    private static String credential(URI site, String workerId) {
        try {
            WorkerSignIn.SignedIn signedIn = new WorkerSignIn(System.getenv())
                    .credential(joinToken -> HttpJobClient.join(site, joinToken, workerId));
            if (signedIn.joined()) {
                System.err.println("worker " + workerId + " joined " + site + " and works under a credential of its own"
                        + (signedIn.notKept() == null ? "" : "; it cannot be kept in " + WorkerSignIn.CREDENTIAL
                        + "_FILE (" + signedIn.notKept() + "), so the next start joins again"));
            }
            return signedIn.credential();
        } catch (RuntimeException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            return null;
        }
    }

    /** The worker's sandbox; one it cannot have (no Docker, no such runtime) stops it with the reason. */
    private static Sandbox sandbox(String workerId) {
        try {
            return Sandboxes.create(System.getenv().getOrDefault("ARENA_SANDBOX", "docker"), workerId);
        } catch (RuntimeException e) {
            System.err.println("worker " + workerId + " cannot start: " + e.getMessage());
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
