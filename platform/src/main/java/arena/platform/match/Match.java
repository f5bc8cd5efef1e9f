package arena.platform.match;

import jakarta.persistence.CascadeType;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.OneToMany;
import jakarta.persistence.OrderBy;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

@Entity
@Table(name = "matches")
public class Match {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(name = "contest_id", nullable = false)
    private Long contestId;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private MatchKind kind;

    @Column(name = "submission_id")
    private Long submissionId;

    @Column(name = "created_by")
    private Long createdBy;

    @Column(nullable = false)
    private String format;

    private String map;

    @Column(nullable = false)
    private long seed;

    @Column(nullable = false)
    private String options = "{}";

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private MatchStatus status = MatchStatus.QUEUED;

    private String summary;

    /** The summary's message key, or null for English-only text (games from before, old workers). */
    @Column(name = "summary_key")
    private String summaryKey;

    /** The key's arguments as JSON (an array). */
    @Column(name = "summary_args")
    private String summaryArgs;

    private Integer turns;

    @Column(name = "reason_code")
    private String reasonCode;

    @Column(name = "reason_message")
    private String reasonMessage;

    /** The reason of a game not played as a message key with its arguments (JSON); null for English text only. */
    @Column(name = "reason_key")
    private String reasonKey;

    @Column(name = "reason_args")
    private String reasonArgs;

    /** The admin who voided the game (their name then), whose own words are the reason message; else null. */
    @Column(name = "voided_by")
    private String voidedBy;

    @Column(name = "replay_blob_id")
    private Long replayBlobId;

    @Column(name = "wall_millis")
    private Long wallMillis;

    /** The engine build that played it, from its replay's header; null before engines named themselves (V38). */
    @Column(name = "engine_version")
    private String engineVersion;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt = Instant.now();

    @Column(name = "finished_at")
    private Instant finishedAt;

    @OneToMany(mappedBy = "match", cascade = CascadeType.ALL, orphanRemoval = true, fetch = FetchType.LAZY)
    @OrderBy("seat")
    private List<MatchSeat> seats = new ArrayList<>();

    protected Match() {
    }

    Match(Long contestId, MatchKind kind, String format, String map, long seed, String options, Long submissionId,
            Long createdBy) {
        this.contestId = contestId;
        this.kind = kind;
        this.format = format;
        this.map = map;
        this.seed = seed;
        this.options = options;
        this.submissionId = submissionId;
        this.createdBy = createdBy;
    }

    void addSeat(MatchSeat seat) {
        seats.add(seat);
    }

    void running() {
        status = MatchStatus.RUNNING;
    }

    void finished(String summary, String summaryKey, String summaryArgs, int turns, long replayBlobId, long wallMillis,
            Instant at) {
        this.status = MatchStatus.FINISHED;
        this.summary = summary;
        this.summaryKey = summaryKey;
        this.summaryArgs = summaryArgs;
        this.turns = turns;
        this.replayBlobId = replayBlobId;
        this.wallMillis = wallMillis;
        this.finishedAt = at;
    }

    void voided(String reasonCode, String reasonMessage, Instant at) {
        voided(reasonCode, reasonMessage, null, null, at);
    }

    /** @param key the reason's message key (null for English only), args its arguments as a JSON array */
    void voided(String reasonCode, String reasonMessage, String key, String args, Instant at) {
        this.status = MatchStatus.VOID;
        this.reasonCode = reasonCode;
        this.reasonMessage = reasonMessage;
        this.reasonKey = key;
        this.reasonArgs = args;
        this.finishedAt = at;
    }

    void voidedBy(String admin, String reasonCode, String why, Instant at) {
        voided(reasonCode, why, at);
        this.voidedBy = admin;
    }

    /** Played again after a void: as if it had never run. */
    void requeued() {
        this.status = MatchStatus.QUEUED;
        this.reasonCode = null;
        this.reasonMessage = null;
        this.reasonKey = null;
        this.reasonArgs = null;
        this.voidedBy = null;
        this.finishedAt = null;
        this.engineVersion = null;
    }

    void playedBy(String engineVersion) {
        this.engineVersion = engineVersion;
    }

    public Long getId() {
        return id;
    }

    public Long getContestId() {
        return contestId;
    }

    public MatchKind getKind() {
        return kind;
    }

    public Long getSubmissionId() {
        return submissionId;
    }

    public Long getCreatedBy() {
        return createdBy;
    }

    public String getFormat() {
        return format;
    }

    public String getMap() {
        return map;
    }

    public long getSeed() {
        return seed;
    }

    public String getOptions() {
        return options;
    }

    public MatchStatus getStatus() {
        return status;
    }

    public String getSummary() {
        return summary;
    }

    public String getSummaryKey() {
        return summaryKey;
    }

    public String getSummaryArgs() {
        return summaryArgs;
    }

    public Integer getTurns() {
        return turns;
    }

    public String getReasonCode() {
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

    public String getVoidedBy() {
        return voidedBy;
    }

    public Long getReplayBlobId() {
        return replayBlobId;
    }

    public Long getWallMillis() {
        return wallMillis;
    }

    /** The engine build that played it, or null when its replay does not say (older games). */
    public String getEngineVersion() {
        return engineVersion;
    }

    public Instant getCreatedAt() {
        return createdAt;
    }

    public Instant getFinishedAt() {
        return finishedAt;
    }

    public List<MatchSeat> getSeats() {
        return seats;
    }
}
