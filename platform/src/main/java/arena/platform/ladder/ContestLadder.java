package arena.platform.ladder;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

/**
 * A contest's ladder as an organizer set it, and the scheduler's pace. A contest without a row plays with
 * the defaults: the site's rate, every format of the game with several seats, the game's own options.
 */
@Entity
@Table(name = "contest_sandboxes")
public class ContestLadder {

    /** A contest's rate may be raised this far (a test or a demonstration plays a game every few seconds). */
    public static final double MAX_GAMES_PER_PLAYER_HOUR = 3600;

    /** A contest's cap on one comparison's games may be set this high (2 games a pair, 500 pairs). */
    public static final int MAX_COMPARISON_GAMES = 1000;

    @Id
    @Column(name = "contest_id")
    private Long contestId;

    @Column(name = "games_per_player_hour")
    private Double gamesPerPlayerHour;

    private String formats;

    @Column(name = "match_options", nullable = false)
    private String matchOptions = "{}";

    @Column(nullable = false)
    private boolean frozen;

    @Column(name = "comparison_games")
    private Integer comparisonGames;

    @Column(name = "paced_until")
    private Instant pacedUntil;

    @Column(name = "updated_at", nullable = false)
    private Instant updatedAt = Instant.now();

    protected ContestLadder() {
    }

    ContestLadder(long contestId) {
        this.contestId = contestId;
    }

    void settings(Double gamesPerPlayerHour, String formats, String matchOptions, boolean frozen,
            Integer comparisonGames) {
        this.gamesPerPlayerHour = gamesPerPlayerHour;
        this.formats = formats;
        this.matchOptions = matchOptions;
        this.frozen = frozen;
        this.comparisonGames = comparisonGames;
        this.updatedAt = Instant.now();
    }

    void pacedUntil(Instant pacedUntil) {
        this.pacedUntil = pacedUntil;
    }

    public Long getContestId() {
        return contestId;
    }

    /** The contest's own rate, or {@code null} for the site's. */
    public Double getGamesPerPlayerHour() {
        return gamesPerPlayerHour;
    }

    /** Comma-separated format ids, or {@code null} for every format with several seats. */
    public String getFormats() {
        return formats;
    }

    public String getMatchOptions() {
        return matchOptions;
    }

    public boolean isFrozen() {
        return frozen;
    }

    /** The most games one comparison may ask for in this contest, or {@code null} for the site's. */
    public Integer getComparisonGames() {
        return comparisonGames;
    }

    public Instant getPacedUntil() {
        return pacedUntil;
    }

    public Instant getUpdatedAt() {
        return updatedAt;
    }
}
