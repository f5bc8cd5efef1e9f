package arena.platform.web;

import java.io.IOException;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.stereotype.Component;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;

/**
 * Live progress by server-sent events: a {@code change} event whenever the watched state changes, an
 * {@code end} event once it has ended (so the browser stops listening instead of reconnecting). The
 * state is read from the database, so it works the same with several site instances.
 */
@Component
public class LiveUpdates implements DisposableBean {

    private static final Duration EVERY = Duration.ofMillis(500);
    private static final Duration LONGEST = Duration.ofMinutes(15);

    private final ScheduledExecutorService scheduler = Executors.newSingleThreadScheduledExecutor(task -> {
        Thread thread = new Thread(task, "live-updates");
        thread.setDaemon(true);
        return thread;
    });

    /**
     * @param state reads the state (cheap: it runs twice a second per open page)
     * @param ended whether a state is final
     */
    public SseEmitter follow(Supplier<String> state, Predicate<String> ended) {
        SseEmitter emitter = new SseEmitter(LONGEST.toMillis());
        AtomicReference<String> last = new AtomicReference<>();
        AtomicReference<ScheduledFuture<?>> task = new AtomicReference<>();
        Runnable stop = () -> {
            ScheduledFuture<?> running = task.get();
            if (running != null) {
                running.cancel(false);
            }
        };
        task.set(scheduler.scheduleWithFixedDelay(() -> {
            try {
                String now = state.get();
                if (!Objects.equals(now, last.getAndSet(now))) {
                    emitter.send(SseEmitter.event().name("change").data(now));
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
        emitter.onCompletion(stop);
        emitter.onTimeout(stop);
        emitter.onError(error -> stop.run());
        return emitter;
    }

    @Override
    public void destroy() {
        scheduler.shutdownNow();
    }
}
