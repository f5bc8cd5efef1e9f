package arena.platform.admin.ops;

import arena.platform.job.JobQueue;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The queue and workers page as JSON, for scripts and dashboards (admins only, as all of /api/admin): the same
 * figures from the same services, so the page and the API cannot disagree.
 */
@RestController
@Tag(name = "Admin")
class QueueApiController {

    private final QueueStats stats;
    private final Fleet fleet;
    private final JobQueue queue;

    QueueApiController(QueueStats stats, Fleet fleet, JobQueue queue) {
        this.stats = stats;
        this.fleet = fleet;
        this.queue = queue;
    }

    @Operation(summary = "The queue and the workers (admins)", description = "Queue depth and waiting time (p50, p95, in"
            + " seconds) per job kind over the last 24 hours, and every worker's last heartbeat, slots, sandbox, games"
            + " finished in the last hour and current jobs (a game with its turn), as on /admin/queue.")
    @GetMapping("/api/admin/queue")
    QueueReport showQueue() {
        return QueueReport.now(stats, fleet, queue);
    }
}
