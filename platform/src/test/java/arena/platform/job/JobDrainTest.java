package arena.platform.job;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A drained worker is leased nothing new, yet what it holds it keeps: its heartbeats still renew its lease. */
class JobDrainTest {

    private final JobRepository jobs = mock(JobRepository.class);
    private final WorkerRegistry workers = mock(WorkerRegistry.class);
    private final JobProperties properties = new JobProperties(Duration.ofMinutes(2), 3, Duration.ofSeconds(2), 5);
    private final JobLeases leases = new JobLeases(jobs, workers, mock(CompileJobs.class), mock(MatchJobs.class),
            properties, new SimpleMeterRegistry(), mock(InfraFaults.class), new LeaseOrder(jobs, properties));

    @Test
    void aDrainedWorkerIsLeasedNothingAndNoJobIsLocked() {
        when(workers.drained("w-drained")).thenReturn(true);

        assertThat(leases.lease("w-drained", true, 2)).isEmpty();

        verify(workers).seen("w-drained", null, true, 2, null, null);
        verify(jobs, never()).lockNextQueued();
        verify(jobs, never()).lockNextQueuedOfAdminsCode();
        verify(jobs, never()).lockOldestOfLowest();
        verify(jobs, never()).nextLeaseTurn();
    }

    @Test
    void aWorkerThatIsNotDrainedIsOfferedTheQueue() {
        when(workers.drained(anyString())).thenReturn(false);
        when(jobs.nextLeaseTurn()).thenReturn(1L);
        when(jobs.lockNextQueued()).thenReturn(Optional.empty());

        assertThat(leases.lease("w-active", true, 1)).isEmpty();

        verify(jobs).lockNextQueued();
    }

    @Test
    void aDrainedWorkersHeartbeatStillHoldsItsJob() {
        Job job = new Job(JobKind.MATCH, 7, 1, 3);
        job.lease("w-drained", null, Duration.ofMinutes(2), Instant.now());
        when(jobs.lockById(7)).thenReturn(Optional.of(job));
        when(workers.drained("w-drained")).thenReturn(true);

        assertThat(leases.heartbeat(7, job.getLeaseToken())).isTrue();
        assertThat(leases.heartbeat(7, "someone else's token")).isFalse();
    }
}
