package arena.platform.admin.ops;

import arena.platform.job.JobQueue;
import java.util.List;

/**
 * What the queue and workers page shows, and {@code GET /api/admin/queue} returns: one value, so the two cannot
 * disagree.
 *
 * @param windowHours the window of the waiting-time percentiles and of {@code kinds[].leased}
 * @param depth       the whole queue now: queued and leased jobs, the oldest wait, the jobs held for an isolating
 *                    worker
 * @param kinds       per job kind: queued, running, the oldest wait, p50 and p95 of the wait in seconds
 * @param priorities  per priority, highest first: queued, the oldest and the average wait in seconds
 * @param lowPriorityEvery every how many leases one takes the oldest job of the lowest priority; 0 never
 * @param workers     per worker: last heartbeat, slots, sandbox, whether alive, games in the last hour, current jobs
 */
public record QueueReport(long windowHours, JobQueue.Depth depth, List<QueueStats.KindStats> kinds,
        List<QueueStats.PriorityStats> priorities, int lowPriorityEvery, List<Fleet.WorkerRow> workers) {

    static QueueReport now(QueueStats stats, Fleet fleet, JobQueue queue) {
        return new QueueReport(QueueStats.WINDOW.toHours(), queue.depth(), stats.byKind(QueueStats.WINDOW),
                stats.byPriority(), queue.lowPriorityEvery(), fleet.workers());
    }
}
