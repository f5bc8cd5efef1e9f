package arena.platform.sandbox;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/** Runs the sandbox scheduler every {@code arena.sandbox.run-every} on every site instance; one at a time runs it. */
@Component
class SandboxScheduler {

    private static final Logger log = LoggerFactory.getLogger(SandboxScheduler.class);

    private final SandboxScheduling scheduling;
    private final SandboxProperties properties;

    SandboxScheduler(SandboxScheduling scheduling, SandboxProperties properties) {
        this.scheduling = scheduling;
        this.properties = properties;
    }

    @Scheduled(fixedDelayString = "${arena.sandbox.run-every:10s}", initialDelayString = "${arena.sandbox.run-every:10s}")
    void tick() {
        if (!properties.scheduling()) {
            return;
        }
        try {
            scheduling.runOnce();
        } catch (RuntimeException e) {
            // the next turn tries again; a database hiccup must not stop the sandbox for good
            log.warn("sandbox scheduler run failed: {}", e.toString());
        }
    }
}
