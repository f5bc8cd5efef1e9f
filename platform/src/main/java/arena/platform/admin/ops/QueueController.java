package arena.platform.admin.ops;

import arena.platform.job.JobQueue;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;

/**
 * The admin's queue and workers page: read-only (requeueing and draining are actions of their own); the same
 * figures as JSON from {@link QueueApiController}.
 */
@Controller
class QueueController {

    private final QueueStats stats;
    private final Fleet fleet;
    private final JobQueue queue;

    QueueController(QueueStats stats, Fleet fleet, JobQueue queue) {
        this.stats = stats;
        this.fleet = fleet;
        this.queue = queue;
    }

    @GetMapping("/admin/queue")
    String showQueue(Model model) {
        QueueReport report = QueueReport.now(stats, fleet, queue);
        model.addAttribute("kinds", report.kinds());
        model.addAttribute("windowHours", report.windowHours());
        model.addAttribute("depth", report.depth());
        model.addAttribute("priorities", report.priorities());
        model.addAttribute("lowPriorityEvery", report.lowPriorityEvery());
        model.addAttribute("workers", report.workers());
        return "admin/queue";
    }
}
