package arena.platform.admin.crash;

import arena.platform.error.ArenaException;
import arena.platform.match.SeatVerdicts;
import arena.platform.paging.Keyset;
import arena.platform.paging.KeysetPage;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** Reads the crash list, a crash's evidence and the crash chart from the tables that keep them. */
@Service
public class CrashStore {

    static final int PAGE_SIZE = 50;
    /** How much of a log the evidence shows: its end, where a crash leaves its trace. */
    static final int TAIL_CHARS = 4000;

    private final JdbcTemplate jdbc;
    private final Clock clock;
    private final SeatVerdicts verdicts;

    @Autowired
    CrashStore(JdbcTemplate jdbc, SeatVerdicts verdicts) {
        this(jdbc, Clock.systemUTC(), verdicts);
    }

    CrashStore(JdbcTemplate jdbc, Clock clock, SeatVerdicts verdicts) {
        this.jdbc = jdbc;
        this.clock = clock;
        this.verdicts = verdicts;
    }

    /** The filter's page by its number. */
    @Transactional(readOnly = true)
    public CrashPage page(CrashFilter filter) {
        return page(filter, null);
    }

    /** @param keyset where the page is ({@code before=} or {@code after=} a row), or {@code null} for its number */
    @Transactional(readOnly = true)
    public CrashPage page(CrashFilter filter, Keyset keyset) {
        CrashQuery.Sql sql = CrashQuery.page(filter, keyset, PAGE_SIZE);
        KeysetPage<CrashRow> page = KeysetPage.of(jdbc.query(sql.sql(), (rs, row) -> row(rs), sql.args().toArray()),
                PAGE_SIZE, keyset, CrashStore::key);
        // a page by number has newer rows unless it is the first
        String newer = keyset == null && filter.page() > 1 && !page.rows().isEmpty()
                ? key(page.rows().get(0)).text() : page.newer();
        return new CrashPage(keyset == null ? filter.page() : null, PAGE_SIZE, page.older() != null, page.older(), newer,
                page.rows());
    }

    /** A row's key, as a link before or after it names it. */
    private static Keyset key(CrashRow row) {
        return Keyset.before(row.at(), row.kind(), row.id());
    }

    /** @throws ArenaException {@code NOT_FOUND} for a seat that did not fail */
    @Transactional(readOnly = true)
    public CrashEvidence seat(long seatId) {
        List<CrashEvidence> found = jdbc.query("""
                select 'SEAT' as kind, s.id as id, m.finished_at as at, c.slug as contest, c.game as game,
                    s.verdict as reason, coalesce(sub.language, 'built-in') as language, u.username as username,
                    w.worker as worker, m.id as match_id, s.seat as seat, s.verdict_turn as turn, s.verdict_message as message,
                    1 as seats, s.verdict_key as message_key, s.verdict_args as message_args, s.name, s.submission_id, s.cpu_millis, s.peak_memory_mb, s.exit_code, s.exit_signal, m.wall_millis,
                    m.turns, right(s.log, ?) as log_tail, right(s.last_input, ?) as last_input,
                    m.replay_blob_id is not null as has_replay
                from match_seats s
                join matches m on m.id = s.match_id
                join contests c on c.id = m.contest_id
                left join submissions sub on sub.id = s.submission_id
                left join users u on u.id = s.user_id
                left join lateral (select j.leased_by as worker from jobs j where j.kind = 'MATCH' and j.ref_id = m.id
                    order by j.id desc limit 1) w on true
                where s.id = ? and s.verdict is not null and s.verdict <> 'OK' and m.finished_at is not null""",
                (rs, n) -> {
                    CrashRow crash = row(rs);
                    Long submission = (Long) rs.getObject("submission_id");
                    String replay = rs.getBoolean("has_replay") ? replayAt(crash.matchId(), crash.turn()) : null;
                    return new CrashEvidence(crash, rs.getString("name"), submission, (Long) rs.getObject("cpu_millis"),
                            (Long) rs.getObject("peak_memory_mb"), (Integer) rs.getObject("exit_code"),
                            rs.getString("exit_signal"), (Long) rs.getObject("wall_millis"), (Integer) rs.getObject("turns"),
                            rs.getString("log_tail"), rs.getString("last_input"), replay, List.of());
                }, TAIL_CHARS, TAIL_CHARS, seatId);
        if (found.isEmpty()) {
            throw ArenaException.notFound("error.NOT_FOUND.crashedSeat", seatId);
        }
        CrashEvidence evidence = found.get(0);
        List<CrashRow> rejected = evidence.submissionId() == null ? List.of()
                : jdbc.query(submissionSql("sub.id = ? and exists (select 1 from matches m where m.id = ? and m.kind = 'ACCEPTANCE'"
                        + " and m.submission_id = sub.id)"), (rs, n) -> row(rs), evidence.submissionId(), evidence.crash().matchId());
        return withRelated(evidence, rejected);
    }

    /** @throws ArenaException {@code NOT_FOUND} for a submission that was not rejected */
    @Transactional(readOnly = true)
    public CrashEvidence submission(long submissionId) {
        List<CrashEvidence> found = jdbc.query(submissionSql("sub.id = ?"), (rs, n) -> new CrashEvidence(row(rs),
                rs.getString("username"), rs.getLong("id"), null, null, null, null, null, null, rs.getString("log_tail"), null,
                null, List.of()), submissionId);
        if (found.isEmpty()) {
            throw ArenaException.notFound("error.NOT_FOUND.rejectedSubmission", submissionId);
        }
        List<CrashRow> seats = jdbc.query("select * from " + CrashQuery.crashes(CrashFilter.NONE).sql()
                + " where kind = 'SEAT' and match_id in (select id from matches where submission_id = ? and kind = 'ACCEPTANCE')"
                + " order by at, id", (rs, n) -> row(rs), submissionId);
        return withRelated(found.get(0), seats);
    }

    private String submissionSql(String condition) {
        return """
                select 'SUBMISSION' as kind, sub.id as id, sub.updated_at as at, c.slug as contest, c.game as game,
                    sub.reason_code as reason, sub.language as language, u.username as username, w.worker as worker,
                    null::bigint as match_id, null::int as seat, null::int as turn, sub.reason_message as message, 1 as seats,
                    sub.reason_key as message_key, sub.reason_args as message_args, right(sub.compile_log, %d) as log_tail
                from submissions sub
                join contests c on c.id = sub.contest_id
                join users u on u.id = sub.user_id
                left join lateral (select j.leased_by as worker from jobs j where j.kind = 'COMPILE' and j.ref_id = sub.id
                    order by j.id desc limit 1) w on true
                where sub.status = 'REJECTED' and %s""".formatted(TAIL_CHARS, condition);
    }

    /**
     * Crashes per hour or day by reason or language, over the filter's time range (the last
     * {@link ChartBuckets#DEFAULT_SPAN} up to now where it gives none).
     *
     * @param by {@code reason} or {@code language}
     * @throws ArenaException {@code INVALID_INPUT} for another {@code by} or too long a span
     */
    @Transactional(readOnly = true)
    public CrashChart chart(CrashFilter filter, String by) {
        if (!"reason".equals(by) && !"language".equals(by)) {
            throw new ArenaException(org.springframework.http.HttpStatus.BAD_REQUEST, "INVALID_INPUT",
                    "error.INVALID_INPUT.chartBy", by);
        }
        Instant to = filter.to() != null ? filter.to() : clock.instant();
        Instant from = filter.from() != null ? filter.from() : to.minus(ChartBuckets.DEFAULT_SPAN);
        ChartBuckets buckets = ChartBuckets.of(from, to);
        CrashFilter range = new CrashFilter(filter.contest(), filter.reason(), filter.language(), filter.user(),
                filter.worker(), from, to, 1);
        CrashQuery.Sql sql = CrashQuery.chart(range, by, buckets.unit());
        List<ChartBuckets.Count> counts = jdbc.query(sql.sql(), (rs, n) -> new ChartBuckets.Count(
                rs.getTimestamp("bucket").toLocalDateTime(), rs.getString("key"), rs.getLong("count")), sql.args().toArray());
        return buckets.chart(by, counts);
    }

    /**
     * The crashes of the last {@code span} up to now by reason and language, the most frequent first: the rows the
     * list shows for that span, counted.
     */
    @Transactional(readOnly = true)
    public List<CrashCount> counts(java.time.Duration span) {
        Instant now = clock.instant();
        CrashFilter range = new CrashFilter(null, null, null, null, null, now.minus(span), null, 1);
        CrashQuery.Sql sql = CrashQuery.counts(range);
        return jdbc.query(sql.sql(), (rs, n) -> new CrashCount(rs.getString("reason"), rs.getString("language"),
                rs.getLong("count")), sql.args().toArray());
    }

    /** The match page with its replay opened at the turn (see replay-player.js). */
    static String replayAt(long matchId, Integer turn) {
        return "/matches/" + matchId + (turn == null ? "" : "?turn=" + turn);
    }

    private static CrashEvidence withRelated(CrashEvidence evidence, List<CrashRow> related) {
        return new CrashEvidence(evidence.crash(), evidence.player(), evidence.submissionId(), evidence.cpuMillis(),
                evidence.peakMemoryMb(), evidence.exitCode(), evidence.signal(), evidence.wallMillis(), evidence.turns(),
                evidence.logTail(), evidence.lastInput(), evidence.replay(), related);
    }

    /** A row with a seat's evidence in the page's language (the English text where it has no words). */
    private CrashRow row(ResultSet rs) throws SQLException {
        Timestamp at = rs.getTimestamp("at");
        return new CrashRow(rs.getString("kind"), rs.getLong("id"), at == null ? null : at.toInstant(), rs.getString("contest"),
                rs.getString("game"), rs.getString("reason"), rs.getString("language"), rs.getString("username"),
                rs.getString("worker"), (Long) rs.getObject("match_id"), (Integer) rs.getObject("seat"),
                (Integer) rs.getObject("turn"),
                verdicts.say(rs.getString("message_key"), rs.getString("message_args"), rs.getString("message")),
                rs.getInt("seats"));
    }
}
