package arena.platform.submission;

import arena.game.api.ReasonCode;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

/** An uploaded strategy and where it is in the pipeline. */
@Entity
@Table(name = "submissions")
public class Submission {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(name = "contest_id", nullable = false)
    private Long contestId;

    @Column(name = "user_id", nullable = false)
    private Long userId;

    @Column(nullable = false)
    private String language;

    @Column(name = "source_name", nullable = false)
    private String sourceName;

    @Column(name = "source_blob_id", nullable = false)
    private Long sourceBlobId;

    @Column(name = "artifact_blob_id")
    private Long artifactBlobId;

    private String entry;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private SubmissionStatus status = SubmissionStatus.QUEUED;

    @Enumerated(EnumType.STRING)
    @Column(name = "reason_code")
    private ReasonCode reasonCode;

    @Column(name = "reason_message")
    private String reasonMessage;

    /** The reason as a message key with its arguments (JSON), said in the reader's language; null for English only. */
    @Column(name = "reason_key")
    private String reasonKey;

    @Column(name = "reason_args")
    private String reasonArgs;

    @Column(name = "compile_log")
    private String compileLog;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt = Instant.now();

    @Column(name = "updated_at", nullable = false)
    private Instant updatedAt = Instant.now();

    @Column(name = "accepted_at")
    private Instant acceptedAt;

    /** When a held submission is tried again (null unless HELD). */
    @Column(name = "retry_at")
    private Instant retryAt;

    /** Tries made again after an infrastructure fault held it. */
    @Column(nullable = false)
    private int retries;

    /** Never rated, never main, invisible to others; plays the game's test games once accepted. */
    @Column(nullable = false)
    private boolean test;

    /** Its author asked to reset the rating's inertia when it is accepted. */
    @Column(name = "reset_inertia", nullable = false)
    private boolean resetInertia;

    protected Submission() {
    }

    Submission(Long contestId, Long userId, String language, String sourceName, Long sourceBlobId, UploadOptions options) {
        this.contestId = contestId;
        this.userId = userId;
        this.language = language;
        this.sourceName = sourceName;
        this.sourceBlobId = sourceBlobId;
        this.test = options.test();
        this.resetInertia = options.resetInertia();
    }

    void compiling() {
        move(SubmissionStatus.COMPILING);
    }

    void compiled(long artifactBlobId, String entry, String log) {
        this.artifactBlobId = artifactBlobId;
        this.entry = entry;
        this.compileLog = log;
        move(SubmissionStatus.TESTING);
    }

    void accepted() {
        this.acceptedAt = Instant.now();
        this.reasonCode = ReasonCode.OK;
        this.reasonMessage = null;
        this.reasonKey = null;
        this.reasonArgs = null;
        move(SubmissionStatus.ACCEPTED);
    }

    void rejected(ReasonCode code, String message, String log) {
        rejected(code, message, null, null, log);
    }

    /** @param key the reason's message key (null for English only), args its arguments as a JSON array */
    void rejected(ReasonCode code, String message, String key, String args, String log) {
        this.reasonCode = code;
        this.reasonMessage = message;
        this.reasonKey = key;
        this.reasonArgs = args;
        if (log != null) {
            this.compileLog = log;
        }
        move(SubmissionStatus.REJECTED);
    }

    /**
     * An infrastructure fault, not the strategy, stopped it: it waits for another try.
     *
     * @param key the reason's message key (null for English only), args its arguments as a JSON array
     */
    void held(String message, String key, String args, Instant retryAt) {
        this.reasonCode = ReasonCode.INFRA_ERROR;
        this.reasonMessage = message;
        this.reasonKey = key;
        this.reasonArgs = args;
        move(SubmissionStatus.HELD);
        this.retryAt = retryAt;
    }

    /** Tried again from where the fault stopped it: its compilation, or its acceptance games. */
    void retried() {
        this.retries++;
        this.reasonCode = null;
        this.reasonMessage = null;
        this.reasonKey = null;
        this.reasonArgs = null;
        move(artifactBlobId == null ? SubmissionStatus.QUEUED : SubmissionStatus.TESTING);
    }

    private void move(SubmissionStatus next) {
        this.status = next;
        this.updatedAt = Instant.now();
        this.retryAt = null;
    }

    public Long getId() {
        return id;
    }

    public Long getContestId() {
        return contestId;
    }

    public Long getUserId() {
        return userId;
    }

    public String getLanguage() {
        return language;
    }

    public String getSourceName() {
        return sourceName;
    }

    public Long getSourceBlobId() {
        return sourceBlobId;
    }

    public Long getArtifactBlobId() {
        return artifactBlobId;
    }

    public String getEntry() {
        return entry;
    }

    public SubmissionStatus getStatus() {
        return status;
    }

    public ReasonCode getReasonCode() {
        return reasonCode;
    }

    public String getReasonMessage() {
        return reasonMessage;
    }

    public String getReasonKey() {
        return reasonKey;
    }

    public String getReasonArgs() {
        return reasonArgs;
    }

    public String getCompileLog() {
        return compileLog;
    }

    public Instant getCreatedAt() {
        return createdAt;
    }

    public Instant getUpdatedAt() {
        return updatedAt;
    }

    public Instant getAcceptedAt() {
        return acceptedAt;
    }

    public Instant getRetryAt() {
        return retryAt;
    }

    public int getRetries() {
        return retries;
    }

    public boolean isTest() {
        return test;
    }

    public boolean isResetInertia() {
        return resetInertia;
    }
}
