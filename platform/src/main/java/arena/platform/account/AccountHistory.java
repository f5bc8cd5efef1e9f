package arena.platform.account;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/**
 * What the account page lists of a user's work across contests: the latest submissions and games (a few, with the
 * counts per contest and links to each contest's full lists), and the contests they organize. Read straight from the
 * tables, as a report, so that this package does not reach into the contest, submission and match services. Games
 * of stages whose results are not published yet are left out, as on the contests' own pages.
 */
@Component
public class AccountHistory {

    /** Rows of each list the account page shows; the per-contest links lead to the rest. */
    static final int SHOWN = 10;

    private final JdbcTemplate jdbc;
    private final UnpublishedGames secrecy;

    AccountHistory(JdbcTemplate jdbc, UnpublishedGames secrecy) {
        this.jdbc = jdbc;
        this.secrecy = secrecy;
    }

    public record SubmissionRow(long id, String contest, String contestName, String language, String status,
            Instant createdAt) {
    }

    public record GameRow(long id, String contest, String contestName, String kind, String status, Instant createdAt) {
    }

    /** A contest the user took part in, with how many of their submissions and games it holds. */
    public record ContestRow(String slug, String name, long submissions, long games) {
    }

    public record OrganizedRow(String slug, String name) {
    }

    public record History(List<SubmissionRow> submissions, List<GameRow> games, List<ContestRow> contests,
            List<OrganizedRow> organized) {

        public long submissionCount() {
            return contests.stream().mapToLong(ContestRow::submissions).sum();
        }

        public long gameCount() {
            return contests.stream().mapToLong(ContestRow::games).sum();
        }
    }

    @Transactional(readOnly = true)
    public History of(ArenaUser user) {
        List<SubmissionRow> submissions = jdbc.query("""
                select s.id, c.slug, c.name, s.language, s.status, s.created_at
                from submissions s join contests c on c.id = s.contest_id
                where s.user_id = ? order by s.id desc limit ?""",
                (rs, n) -> new SubmissionRow(rs.getLong(1), rs.getString(2), rs.getString(3), rs.getString(4),
                        rs.getString(5), instant(rs.getTimestamp(6))), user.id(), SHOWN);
        List<GameRow> latest = jdbc.query("""
                select m.id, c.slug, c.name, m.kind, m.status, m.created_at
                from matches m join contests c on c.id = m.contest_id
                where exists (select 1 from match_seats s where s.match_id = m.id and s.user_id = ?)
                order by m.id desc limit ?""",
                (rs, n) -> new GameRow(rs.getLong(1), rs.getString(2), rs.getString(3), rs.getString(4),
                        rs.getString(5), instant(rs.getTimestamp(6))), user.id(), SHOWN);
        Set<Long> secret = secrecy.unpublished(latest.stream().filter(game -> game.kind().equals("ROUND"))
                .map(GameRow::id).toList());
        List<GameRow> games = latest.stream().filter(game -> !secret.contains(game.id())).toList();
        List<ContestRow> contests = jdbc.query("""
                select c.slug, c.name,
                       (select count(*) from submissions s where s.contest_id = c.id and s.user_id = ?),
                       (select count(distinct s.match_id) from match_seats s join matches m on m.id = s.match_id
                        where m.contest_id = c.id and s.user_id = ?)
                from contests c
                where exists (select 1 from submissions s where s.contest_id = c.id and s.user_id = ?)
                order by c.name, c.slug""",
                (rs, n) -> new ContestRow(rs.getString(1), rs.getString(2), rs.getLong(3), rs.getLong(4)),
                user.id(), user.id(), user.id());
        // a contestant runs no contest, even one they owned as an organizer (ContestAccess)
        List<OrganizedRow> organized = user.role() == Role.CONTESTANT ? List.of() : jdbc.query("""
                select c.slug, c.name from contests c
                where c.owner_id = ? or exists (select 1 from contest_organizers o where o.contest_id = c.id and o.user_id = ?)
                order by c.name, c.slug""",
                (rs, n) -> new OrganizedRow(rs.getString(1), rs.getString(2)), user.id(), user.id());
        return new History(submissions, games, contests, organized);
    }

    private static Instant instant(Timestamp at) {
        return at == null ? null : at.toInstant();
    }
}
