package arena.platform.metrics;

import arena.platform.match.MatchFinished;
import arena.platform.match.MatchStatus;
import arena.platform.submission.SubmissionRejected;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.time.Duration;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.transaction.event.TransactionPhase;
import org.springframework.transaction.event.TransactionalEventListener;

/**
 * Recorded as each game's result is committed, on the instance that recorded it: how long the game took (by
 * game and format), and its crashes as the crash list counts its rows (by reason, language and game): a seat that
 * did not end OK, where copies of one strategy that failed alike in the game are one crash ({@code CrashCopies}),
 * and a submission that did not compile. Counting after the commit means a result that was rolled back is never
 * counted, and a failure here never touches the result.
 */
@Component
class GameMetrics {

    private static final Logger log = LoggerFactory.getLogger(GameMetrics.class);

    private final JdbcTemplate jdbc;
    private final MeterRegistry registry;

    GameMetrics(JdbcTemplate jdbc, MeterRegistry registry) {
        this.jdbc = jdbc;
        this.registry = registry;
    }

    private record Game(String game, String format, Long wallMillis) {
    }

    private record Crash(String reason, String language) {
    }

    @TransactionalEventListener(phase = TransactionPhase.AFTER_COMMIT, fallbackExecution = true)
    void onMatchFinished(MatchFinished finished) {
        if (finished.status() != MatchStatus.FINISHED) {
            return;
        }
        try {
            record(finished.matchId());
        } catch (RuntimeException e) {
            log.warn("metrics: match={} not recorded: {}", finished.matchId(), e.getMessage());
        }
    }

    /** A submission that did not compile is a crash of its language too, though no game was played. */
    @TransactionalEventListener(phase = TransactionPhase.AFTER_COMMIT, fallbackExecution = true)
    void onSubmissionRejected(SubmissionRejected rejected) {
        try {
            List<String> game = jdbc.queryForList("select game from contests where id = ?", String.class,
                    rejected.contestId());
            if (!game.isEmpty()) {
                crash(rejected.reason().name(), rejected.language(), game.get(0));
            }
        } catch (RuntimeException e) {
            log.warn("metrics: submission={} not recorded: {}", rejected.submissionId(), e.getMessage());
        }
    }

    private void crash(String reason, String language, String game) {
        Counter.builder("arena.crashes").description("Crashes as the crash list counts them: seats of finished games"
                        + " that did not end OK (copies of one strategy failing alike in a game once), and submissions"
                        + " that did not compile")
                .tag("reason", reason).tag("language", language).tag("game", game)
                .register(registry).increment();
    }

    private void record(long matchId) {
        List<Game> games = jdbc.query("""
                select c.game, m.format, m.wall_millis from matches m join contests c on c.id = m.contest_id
                where m.id = ?""", (rs, row) -> new Game(rs.getString(1), rs.getString(2), (Long) rs.getObject(3)), matchId);
        if (games.isEmpty()) {
            return;
        }
        Game game = games.get(0);
        if (game.wallMillis() != null) {
            Timer.builder("arena.game.duration").description("Wall time of finished games")
                    .tag("game", game.game()).tag("format", game.format())
                    .publishPercentileHistogram().minimumExpectedValue(Duration.ofMillis(10))
                    .maximumExpectedValue(Duration.ofHours(1))
                    .register(registry).record(Duration.ofMillis(game.wallMillis()));
        }
        List<Crash> crashes = jdbc.query("""
                select s.verdict, coalesce(sub.language, 'built-in') from match_seats s
                left join submissions sub on sub.id = s.submission_id
                where s.match_id = ? and s.crash_copies > 0""",
                (rs, row) -> new Crash(rs.getString(1), rs.getString(2)), matchId);
        for (Crash crash : crashes) {
            crash(crash.reason(), crash.language(), game.game());
        }
    }
}
