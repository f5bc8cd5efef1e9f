package arena.sandbox.worker;

import arena.game.api.GameEngines;
import arena.sandbox.Sandbox;
import arena.sandbox.Sandboxes;
import java.net.InetAddress;
import java.net.URI;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;

/**
 * A worker process on its own machine: {@code ARENA_URL} (the site), {@code ARENA_WORKER_TOKEN},
 * {@code ARENA_WORKER_SLOTS} (default 1), {@code ARENA_SANDBOX} ({@code docker} by default: a worker
 * for strangers' code isolates it; {@code local} isolates too). It pulls jobs from the site's worker API
 * until stopped, telling the site whether it may run anybody's code or only the admin's.
 */
public final class RemoteWorker {

    private RemoteWorker() {
    }

    public static void main(String[] args) throws InterruptedException {
        String site = System.getenv().getOrDefault("ARENA_URL", "http://localhost:8080/");
        String token = System.getenv("ARENA_WORKER_TOKEN");
        if (token == null || token.isBlank()) {
            System.err.println("ARENA_WORKER_TOKEN is not set: the site's arena.worker.token");
            System.exit(2);
        }
        int slots = Integer.parseInt(System.getenv().getOrDefault("ARENA_WORKER_SLOTS", "1"));
        Sandbox sandbox = Sandboxes.create(System.getenv().getOrDefault("ARENA_SANDBOX", "docker"));
        String id = WorkerIds.of("", hostName());
        WorkerLoop loop = new WorkerLoop(id, new HttpJobClient(URI.create(site), token), sandbox,
                new MatchRunner(GameEngines.load(), sandbox), new WorkerSettings(slots, Duration.ofSeconds(1), Duration.ofSeconds(15)));
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            loop.close();
            sandbox.close();
            stopped.countDown();
        }));
        loop.start();
        stopped.await();
    }

    private static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (Exception e) {
            return "worker";
        }
    }
}
