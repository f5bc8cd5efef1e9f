package arena.sandbox.worker;

import java.time.Duration;

/**
 * @param slots     jobs run at once
 * @param idlePoll  pause between leases when the queue is empty
 * @param heartbeat interval of lease renewals (well under the lease time)
 */
public record WorkerSettings(int slots, Duration idlePoll, Duration heartbeat) {

    public WorkerSettings {
        if (slots < 1) {
            throw new IllegalArgumentException("a worker needs at least one slot");
        }
    }
}
