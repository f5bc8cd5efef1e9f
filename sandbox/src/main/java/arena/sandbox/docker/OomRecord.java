package arena.sandbox.docker;

import arena.sandbox.Failures;
import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.async.ResultCallback;
import com.github.dockerjava.api.command.InspectContainerResponse;
import com.github.dockerjava.api.exception.NotFoundException;
import com.github.dockerjava.api.model.Event;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The engine's record that a stopped container ran out of memory: its {@code oom} event, which the engine logs when the
 * container's memory cgroup reports an OOM at its limit. Docker 20.10 sets {@code State.OOMKilled} only when that report
 * comes before the container's end; when the kernel kills the container's first process itself (gVisor's sandbox, the
 * relay with it) the two race, and on a loaded machine the end often wins: 8 of 21 containers of Go's endless
 * allocation under runsc, three at a time, ended with exit code 137 and {@code OOMKilled=false}, each with its
 * {@code oom} event right after its {@code die}. The events are asked for between the container's start and its end
 * plus a grace, in the engine's own clock, so a remote engine's clock does not matter.
 */
final class OomRecord {

    private static final Logger log = LoggerFactory.getLogger(OomRecord.class);

    private OomRecord() {
    }

    /**
     * Whether the engine logged an {@code oom} event of this stopped container, waiting for one until {@code grace}
     * after its end, whatever its {@code OOMKilled} says. False where the container is gone, still runs, or the engine
     * cannot say.
     */
    static boolean of(DockerClient docker, String id, String label, Duration grace) throws InterruptedException {
        String since;
        String until;
        try {
            InspectContainerResponse.ContainerState state = docker.inspectContainerCmd(id).exec().getState();
            if (Boolean.TRUE.equals(state.getRunning()) || state.getStartedAt() == null || state.getFinishedAt() == null) {
                return false;
            }
            since = seconds(Instant.parse(state.getStartedAt()));
            until = seconds(Instant.parse(state.getFinishedAt()).plus(grace));
        } catch (NotFoundException | DateTimeParseException unknown) {
            return false;
        } catch (RuntimeException e) {
            log.warn("could not inspect container {} of {} for an OOM kill: {}", Reaper.shortId(id), label,
                    Failures.describe(e));
            return false;
        }
        AtomicBoolean found = new AtomicBoolean();
        ResultCallback.Adapter<Event> events = new ResultCallback.Adapter<>() {
            @Override
            public void onNext(Event event) {
                if ("oom".equals(event.getAction()) || "oom".equals(event.getStatus())) {
                    found.set(true);
                    try {
                        close();
                    } catch (IOException ignored) {
                        // the answer is in
                    }
                }
            }
        };
        try {
            docker.eventsCmd().withContainerFilter(id).withEventFilter("oom").withSince(since).withUntil(until)
                    .exec(events);
            // the engine ends the stream at `until`; our own clock only bounds the wait
            events.awaitCompletion(grace.toMillis() + 5_000, TimeUnit.MILLISECONDS);
        } catch (RuntimeException e) {
            log.warn("could not read the events of container {} of {}: {}", Reaper.shortId(id), label,
                    Failures.describe(e));
        } finally {
            try {
                events.close();
            } catch (IOException ignored) {
                // closed already
            }
        }
        return found.get();
    }

    /** A time as the engine's events API takes it: seconds since the epoch, with nanoseconds. */
    static String seconds(Instant time) {
        return String.format("%d.%09d", time.getEpochSecond(), time.getNano());
    }
}
