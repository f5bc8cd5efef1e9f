package arena.platform.job;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** An admin's requeue of a stuck job: only a leased one, under no lease afterwards, with a try left. */
class JobRequeueTest {

    private static final Instant NOW = Instant.parse("2026-11-24T03:00:00Z");

    @Test
    void aRequeuedJobIsQueuedAtOnceUnderNoLease() {
        Job job = new Job(JobKind.MATCH, 7, 1, 3);
        job.lease("worker-a", null, Duration.ofMinutes(2), NOW);
        String oldToken = job.getLeaseToken();

        job.requeueByAdmin("requeued by an admin: worker gone", NOW.plusSeconds(30));

        assertThat(job.getState()).isEqualTo(JobState.QUEUED);
        assertThat(job.getLeaseToken()).isNull();
        assertThat(job.getLeasedBy()).isNull();
        assertThat(job.getLeaseExpiresAt()).isNull();
        assertThat(job.getNotBefore()).isEqualTo(NOW.plusSeconds(30));
        assertThat(job.getLastError()).contains("worker gone");
        // the next lease gets a new token: the old worker's no longer holds the job
        job.lease("worker-b", null, Duration.ofMinutes(2), NOW.plusSeconds(31));
        assertThat(job.getLeaseToken()).isNotNull().isNotEqualTo(oldToken);
        assertThat(job.getLeasedBy()).isEqualTo("worker-b");
    }

    @Test
    void aJobRequeuedOnItsLastAttemptKeepsOneMoreTry() {
        Job job = new Job(JobKind.MATCH, 7, 1, 1);
        job.lease("worker-a", null, Duration.ofMinutes(2), NOW);
        assertThat(job.attemptsLeft()).isFalse();

        job.requeueByAdmin("stuck", NOW);

        assertThat(job.attemptsLeft()).isTrue();
        assertThat(job.getMaxAttempts()).isEqualTo(2);
    }

    @Test
    void onlyALeasedJobCanBeRequeued() {
        Job queued = new Job(JobKind.COMPILE, 7, 1, 3);
        assertThatThrownBy(() -> queued.requeueByAdmin("stuck", NOW)).isInstanceOf(IllegalStateException.class);
        Job done = new Job(JobKind.MATCH, 8, 1, 3);
        done.lease("worker-a", null, Duration.ofMinutes(2), NOW);
        done.done(NOW);
        assertThatThrownBy(() -> done.requeueByAdmin("stuck", NOW)).isInstanceOf(IllegalStateException.class);
        assertThat(done.getState()).isEqualTo(JobState.DONE);
    }

    @Test
    void aDoneJobKeepsTheCredentialThatReportedItAndARequeuedOneForgetsTheOldHolders() {
        Job job = new Job(JobKind.MATCH, 7, 1, 3);
        job.lease("worker-a", 11L, Duration.ofMinutes(2), NOW);
        assertThat(job.getLeasedByCredential()).isEqualTo(11L);
        job.requeueByAdmin("its credential was revoked", NOW);
        assertThat(job.getLeasedByCredential()).isNull();

        job.lease("worker-b", 12L, Duration.ofMinutes(2), NOW.plusSeconds(1));
        job.done(NOW.plusSeconds(60));
        assertThat(job.getLeasedByCredential()).isEqualTo(12L);
        assertThat(job.getLeasedBy()).isEqualTo("worker-b");
    }
}
