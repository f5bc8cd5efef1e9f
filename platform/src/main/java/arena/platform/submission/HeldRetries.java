package arena.platform.submission;

import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/** Tries held submissions again when their wait is over. */
@Component
class HeldRetries {

    private final HeldSubmissions held;

    HeldRetries(HeldSubmissions held) {
        this.held = held;
    }

    @Scheduled(fixedDelayString = "${arena.submission.held-check-every:30s}",
            initialDelayString = "${arena.submission.held-check-every:30s}")
    void retryDue() {
        held.retryDue();
    }
}
