package arena.platform.job;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Duration;
import java.time.Instant;
import java.util.UUID;

@Entity
@Table(name = "jobs")
public class Job {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private JobKind kind;

    @Column(name = "ref_id", nullable = false)
    private long refId;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private JobState state = JobState.QUEUED;

    private int priority;

    private int attempts;

    @Column(name = "max_attempts", nullable = false)
    private int maxAttempts;

    @Column(name = "lease_token")
    private String leaseToken;

    @Column(name = "leased_by")
    private String leasedBy;

    /** The credential of the remote worker that holds (or, once done, held) the lease; null for the site's own worker. */
    @Column(name = "leased_by_credential")
    private Long leasedByCredential;

    @Column(name = "lease_expires_at")
    private Instant leaseExpiresAt;

    @Column(name = "not_before", nullable = false)
    private Instant notBefore = Instant.now();

    @Column(name = "last_error")
    private String lastError;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt = Instant.now();

    @Column(name = "updated_at", nullable = false)
    private Instant updatedAt = Instant.now();

    @Column(name = "finished_at")
    private Instant finishedAt;

    @Column(name = "leased_at")
    private Instant leasedAt;

    protected Job() {
    }

    Job(JobKind kind, long refId, int priority, int maxAttempts) {
        this.kind = kind;
        this.refId = refId;
        this.priority = priority;
        this.maxAttempts = maxAttempts;
    }

    void lease(String workerId, Long credential, Duration leaseFor, Instant now) {
        state = JobState.LEASED;
        attempts++;
        leaseToken = UUID.randomUUID().toString();
        leasedBy = workerId;
        leasedByCredential = credential;
        leasedAt = now;
        leaseExpiresAt = now.plus(leaseFor);
        updatedAt = now;
    }

    void extend(Duration leaseFor, Instant now) {
        leaseExpiresAt = now.plus(leaseFor);
        updatedAt = now;
    }

    void done(Instant now) {
        state = JobState.DONE;
        leaseExpiresAt = null;
        finishedAt = now;
        updatedAt = now;
    }

    /** Back to the queue after a lost lease or an infrastructure failure, after a pause that grows per attempt. */
    void requeue(String error, Duration backoff, Instant now) {
        backToQueue(error);
        notBefore = now.plus(backoff.multipliedBy(attempts));
        updatedAt = now;
    }

    /**
     * An admin takes a leased job from its worker (gone, or stuck): queued again at once, under no lease, so the
     * old worker's token no longer holds it and a late result from it is refused. The lost attempt is given back,
     * so the job keeps at least one more try.
     *
     * @throws IllegalStateException when the job is not leased
     */
    void requeueByAdmin(String error, Instant now) {
        if (state != JobState.LEASED) {
            throw new IllegalStateException("job " + id + " is " + state + ", not leased");
        }
        backToQueue(error);
        maxAttempts = Math.max(maxAttempts, attempts + 1);
        notBefore = now;
        updatedAt = now;
    }

    /** Queued again under no lease, with the error that ended the attempt. */
    private void backToQueue(String error) {
        state = JobState.QUEUED;
        lastError = error;
        leaseToken = null;
        leasedBy = null;
        leasedByCredential = null;
        leaseExpiresAt = null;
    }

    void failed(String error, Instant now) {
        state = JobState.FAILED;
        lastError = error;
        leaseExpiresAt = null;
        finishedAt = now;
        updatedAt = now;
    }

    void cancelled(String reason, Instant now) {
        state = JobState.CANCELLED;
        lastError = reason;
        finishedAt = now;
        updatedAt = now;
    }

    /** A new try of a failed job, with this many attempts before it fails again. */
    void retry(int tries, Instant now) {
        state = JobState.QUEUED;
        maxAttempts = attempts + tries;
        leaseToken = null;
        leasedBy = null;
        leasedByCredential = null;
        notBefore = now;
        updatedAt = now;
        finishedAt = null;
    }

    public boolean attemptsLeft() {
        return attempts < maxAttempts;
    }

    public Long getId() {
        return id;
    }

    public JobKind getKind() {
        return kind;
    }

    public long getRefId() {
        return refId;
    }

    public JobState getState() {
        return state;
    }

    public int getAttempts() {
        return attempts;
    }

    public int getMaxAttempts() {
        return maxAttempts;
    }

    public String getLeaseToken() {
        return leaseToken;
    }

    public String getLeasedBy() {
        return leasedBy;
    }

    public Long getLeasedByCredential() {
        return leasedByCredential;
    }

    public Instant getLeaseExpiresAt() {
        return leaseExpiresAt;
    }

    public String getLastError() {
        return lastError;
    }

    public Instant getCreatedAt() {
        return createdAt;
    }

    /** When it may run: its creation, or the end of the backoff after a failed attempt. */
    public Instant getNotBefore() {
        return notBefore;
    }

    public Instant getFinishedAt() {
        return finishedAt;
    }
}
