package arena.platform.web;

import arena.platform.error.ArenaException;
import jakarta.servlet.http.HttpServletRequest;
import java.io.IOException;
import java.security.Principal;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;

/**
 * Live progress by server-sent events: a {@code change} event whenever the watched state changes, an
 * {@code end} event once it has ended (so the browser stops listening instead of reconnecting). The
 * state is read from the database, so it works the same with several site instances. Open streams are
 * capped per client and in all ({@link LiveProperties}); a comment every few seconds finds the streams
 * whose page went away, so their places are freed soon.
 */
@Component
public class LiveUpdates implements DisposableBean {

    private static final Duration EVERY = Duration.ofMillis(500);
    private static final Duration LONGEST = Duration.ofMinutes(15);
    private static final Duration KEEP_ALIVE = Duration.ofSeconds(10);

    private final LiveProperties limits;
    private final Map<String, Integer> openByClient = new HashMap<>();
    private int openInAll;
    private final ScheduledExecutorService scheduler = Executors.newSingleThreadScheduledExecutor(task -> {
        Thread thread = new Thread(task, "live-updates");
        thread.setDaemon(true);
        return thread;
    });

    LiveUpdates(LiveProperties limits) {
        this.limits = limits;
    }

    /**
     * @param request the request that opens the stream: its user, or its address for visitors, is the client
     * @param state   reads the state (cheap: it runs twice a second per open page)
     * @param ended   whether a state is final
     * @throws ArenaException {@code TOO_MANY_STREAMS} (429) when the client or the site has as many open as allowed
     */
    public SseEmitter follow(HttpServletRequest request, Supplier<String> state, Predicate<String> ended) {
        String client = client(request);
        reserve(client);
        AtomicBoolean released = new AtomicBoolean();
        Runnable release = () -> {
            if (released.compareAndSet(false, true)) {
                free(client);
            }
        };
        SseEmitter emitter = new SseEmitter(LONGEST.toMillis());
        AtomicReference<String> last = new AtomicReference<>();
        AtomicReference<ScheduledFuture<?>> task = new AtomicReference<>();
        AtomicLong lastSent = new AtomicLong(System.nanoTime());
        Runnable stop = () -> {
            ScheduledFuture<?> running = task.get();
            if (running != null) {
                running.cancel(false);
            }
            release.run();
        };
        emitter.onCompletion(stop);
        emitter.onTimeout(stop);
        emitter.onError(error -> stop.run());
        try {
            task.set(scheduler.scheduleWithFixedDelay(() -> {
                try {
                    String now = state.get();
                    if (!Objects.equals(now, last.getAndSet(now))) {
                        emitter.send(SseEmitter.event().name("change").data(now));
                        lastSent.set(System.nanoTime());
                    } else if (System.nanoTime() - lastSent.get() > KEEP_ALIVE.toNanos()) {
                        emitter.send(SseEmitter.event().comment("still watching"));
                        lastSent.set(System.nanoTime());
                    }
                    if (ended.test(now)) {
                        emitter.send(SseEmitter.event().name("end").data(now));
                        emitter.complete();
                        stop.run();
                    }
                } catch (IOException | RuntimeException e) {
                    // the page went away, or the state cannot be read any more
                    emitter.completeWithError(e);
                    stop.run();
                }
            }, 0, EVERY.toMillis(), TimeUnit.MILLISECONDS));
        } catch (RuntimeException e) {
            release.run();
            throw e;
        }
        return emitter;
    }

    /** Streams open now, in all. */
    public synchronized int open() {
        return openInAll;
    }

    private static String client(HttpServletRequest request) {
        Principal user = request.getUserPrincipal();
        return user != null ? "user:" + user.getName() : "address:" + request.getRemoteAddr();
    }

    private synchronized void reserve(String client) {
        if (openInAll >= limits.maxTotal()) {
            throw new ArenaException(HttpStatus.TOO_MANY_REQUESTS, "TOO_MANY_STREAMS", "error.TOO_MANY_STREAMS.site",
                    limits.maxTotal());
        }
        int mine = openByClient.getOrDefault(client, 0);
        if (mine >= limits.maxPerClient()) {
            throw new ArenaException(HttpStatus.TOO_MANY_REQUESTS, "TOO_MANY_STREAMS", "error.TOO_MANY_STREAMS", mine);
        }
        openByClient.put(client, mine + 1);
        openInAll++;
    }

    private synchronized void free(String client) {
        openByClient.computeIfPresent(client, (key, count) -> count <= 1 ? null : count - 1);
        openInAll--;
    }

    @Override
    public void destroy() {
        scheduler.shutdownNow();
    }
}
