package arena.platform.ladder;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/** Runs the ladder scheduler every {@code arena.ladder.run-every} on every site instance; one at a time runs it. */
@Component
class LadderScheduler {

    private static final Logger log = LoggerFactory.getLogger(LadderScheduler.class);

    private final LadderScheduling scheduling;
    private final LadderProperties properties;

    LadderScheduler(LadderScheduling scheduling, LadderProperties properties) {
        this.scheduling = scheduling;
        this.properties = properties;
    }

    @Scheduled(fixedDelayString = "${arena.ladder.run-every:10s}", initialDelayString = "${arena.ladder.run-every:10s}")
    void tick() {
        if (!properties.scheduling()) {
            return;
        }
        try {
            scheduling.runOnce();
        } catch (RuntimeException e) {
            // the next turn tries again; a database hiccup must not stop the ladder for good
            log.warn("ladder scheduler run failed: {}", e.toString());
        }
    }
}
