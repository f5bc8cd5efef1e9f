package arena.platform.match;

import arena.game.api.Score;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.math.BigDecimal;

/** One seat of a match: who played it, and once played, how it went with the evidence. */
@Entity
@Table(name = "match_seats")
public class MatchSeat {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "match_id")
    private Match match;

    @Column(nullable = false)
    private int seat;

    @Column(name = "submission_id")
    private Long submissionId;

    private String bot;

    @Column(name = "user_id")
    private Long userId;

    @Column(nullable = false)
    private String name;

    private Integer place;

    private Integer team;

    @Column(name = "score_num")
    private Long scoreNum;

    @Column(name = "score_den")
    private Long scoreDen;

    @Column(name = "score_display")
    private String scoreDisplay;

    private String status;

    private String verdict;

    @Column(name = "verdict_turn")
    private Integer verdictTurn;

    @Column(name = "verdict_message")
    private String verdictMessage;

    /** The evidence's message key, or null for English-only text (seats from before, old workers). */
    @Column(name = "verdict_key")
    private String verdictKey;

    /** The key's arguments as JSON (an array). */
    @Column(name = "verdict_args")
    private String verdictArgs;

    private String details;

    private String log;

    @Column(name = "last_input")
    private String lastInput;

    @Column(name = "cpu_millis")
    private Long cpuMillis;

    @Column(name = "peak_memory_mb")
    private Long peakMemoryMb;

    @Column(name = "exit_code")
    private Integer exitCode;

    @Column(name = "exit_signal")
    private String exitSignal;

    /** How many crashes the crash list counts this seat as ({@link CrashCopies}). */
    @Column(name = "crash_copies")
    private Integer crashCopies;

    protected MatchSeat() {
    }

    MatchSeat(Match match, int seat, String name, Long submissionId, String bot, Long userId) {
        this.match = match;
        this.seat = seat;
        this.name = name;
        this.submissionId = submissionId;
        this.bot = bot;
        this.userId = userId;
    }

    /** A seat whose player was taken out before it was played: a built-in bot plays it, for nobody. */
    void leftTo(String name, String botId) {
        this.name = name;
        this.submissionId = null;
        this.userId = null;
        this.bot = botId;
    }

    void result(int place, int team, Long scoreNum, Long scoreDen, String scoreDisplay, String status, String verdict,
            Integer verdictTurn, String verdictMessage, String verdictKey, String verdictArgs, String details) {
        this.place = place;
        this.team = team;
        this.scoreNum = scoreNum;
        this.scoreDen = scoreDen;
        this.scoreDisplay = scoreDisplay;
        this.status = status;
        this.verdict = verdict;
        this.verdictTurn = verdictTurn;
        this.verdictMessage = verdictMessage;
        this.verdictKey = verdictKey;
        this.verdictArgs = verdictArgs;
        this.details = details;
    }

    void evidence(String log, String lastInput, long cpuMillis, long peakMemoryMb, Integer exitCode, String exitSignal) {
        this.exitCode = exitCode;
        this.exitSignal = exitSignal;
        this.log = log;
        this.lastInput = lastInput;
        this.cpuMillis = cpuMillis < 0 ? null : cpuMillis;
        this.peakMemoryMb = peakMemoryMb < 0 ? null : peakMemoryMb;
    }

    void crashCopies(Integer crashCopies) {
        this.crashCopies = crashCopies;
    }

    public Long getId() {
        return id;
    }

    public Match getMatch() {
        return match;
    }

    public int getSeat() {
        return seat;
    }

    public Long getSubmissionId() {
        return submissionId;
    }

    public String getBot() {
        return bot;
    }

    public Long getUserId() {
        return userId;
    }

    public String getName() {
        return name;
    }

    public Integer getPlace() {
        return place;
    }

    public Integer getTeam() {
        return team;
    }

    public Long getScoreNum() {
        return scoreNum;
    }

    public Long getScoreDen() {
        return scoreDen;
    }

    public String getScoreDisplay() {
        return scoreDisplay;
    }

    /** The exact score the engine reported, with the decimals it was shown with; {@code null} when it had none. */
    public Score score() {
        return scoreNum == null ? null : new Score(scoreNum, scoreDen, new BigDecimal(scoreDisplay).scale());
    }

    public String getStatus() {
        return status;
    }

    public String getVerdict() {
        return verdict;
    }

    public Integer getVerdictTurn() {
        return verdictTurn;
    }

    public String getVerdictMessage() {
        return verdictMessage;
    }

    public String getVerdictKey() {
        return verdictKey;
    }

    public String getVerdictArgs() {
        return verdictArgs;
    }

    public String getDetails() {
        return details;
    }

    public String getLog() {
        return log;
    }

    public String getLastInput() {
        return lastInput;
    }

    public Long getCpuMillis() {
        return cpuMillis;
    }

    public Long getPeakMemoryMb() {
        return peakMemoryMb;
    }

    public Integer getExitCode() {
        return exitCode;
    }

    public String getExitSignal() {
        return exitSignal;
    }

    public Integer getCrashCopies() {
        return crashCopies;
    }
}
