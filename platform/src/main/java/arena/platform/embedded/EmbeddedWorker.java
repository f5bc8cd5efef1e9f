package arena.platform.embedded;

import arena.platform.contest.GameCatalog;
import arena.sandbox.Sandbox;
import arena.sandbox.worker.MatchRunner;
import arena.sandbox.worker.WorkerLoop;
import arena.sandbox.worker.WorkerSettings;
import java.time.Duration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.SmartLifecycle;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/** A worker inside the site's process, for a single-machine install; off with {@code arena.worker.embedded=false}. */
@Component
@ConditionalOnBooleanProperty("arena.worker.embedded")
class EmbeddedWorker implements SmartLifecycle {

    private final WorkerProperties properties;
    private final EmbeddedJobClient client;
    private final Sandbox sandbox;
    private final GameCatalog catalog;
    private WorkerLoop loop;
    private boolean ready;

    EmbeddedWorker(WorkerProperties properties, EmbeddedJobClient client, Sandbox sandbox, GameCatalog catalog) {
        this.properties = properties;
        this.client = client;
        this.sandbox = sandbox;
        this.catalog = catalog;
    }

    /** Starts once the site is ready, so the first lease never races the schema migration. */
    @EventListener(ApplicationReadyEvent.class)
    public synchronized void startWhenReady() {
        ready = true;
        startLoop();
    }

    private void startLoop() {
        if (loop != null) {
            return;
        }
        loop = new WorkerLoop(properties.id(), client, sandbox, new MatchRunner(catalog.engines(), sandbox),
                new WorkerSettings(properties.slots(), Duration.ofMillis(250), Duration.ofSeconds(15)));
        loop.start();
    }

    @Override
    public synchronized void start() {
        // the first start waits for startWhenReady; a later one (a context restarted after a stop, as the test
        // framework does with the contexts it caches) starts the loop again
        if (ready) {
            startLoop();
        }
    }

    @Override
    public synchronized void stop() {
        if (loop != null) {
            loop.close();
            loop = null;
        }
    }

    @Override
    public synchronized boolean isRunning() {
        return loop != null;
    }

    @Override
    public int getPhase() {
        // stopped before the web server and the data source
        return Integer.MAX_VALUE - 100;
    }
}
