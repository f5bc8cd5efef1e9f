package arena.platform.job;

import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/** Requeues the jobs of dead or hung workers. Safe with several site instances (SKIP LOCKED). */
@Component
class LeaseReaper {

    private final JobLeases queue;

    LeaseReaper(JobLeases queue) {
        this.queue = queue;
    }

    @Scheduled(fixedDelayString = "${arena.jobs.reap-every:10s}", initialDelayString = "${arena.jobs.reap-every:10s}")
    void reap() {
        queue.requeueExpired();
    }
}
