package arena.platform.admin.review;

import arena.platform.account.User;
import arena.platform.account.UserRepository;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestService;
import arena.platform.error.ArenaException;
import arena.platform.ladder.RatingHistory;
import arena.platform.submission.Strategies;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.springframework.http.HttpStatus;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/**
 * What an admin reviews of one user: per contest they are rated in, every rating change with the game behind
 * it (newest first), the games an admin voided with the reason, and the user's strategies with whether each
 * is disabled.
 */
@Component
class RatingReview {

    private final UserRepository users;
    private final ContestService contests;
    private final RatingHistory history;
    private final Strategies strategies;
    private final JdbcTemplate jdbc;

    RatingReview(UserRepository users, ContestService contests, RatingHistory history, Strategies strategies,
            JdbcTemplate jdbc) {
        this.users = users;
        this.contests = contests;
        this.history = history;
        this.strategies = strategies;
        this.jdbc = jdbc;
    }

    /** One user's review. */
    record UserReview(long userId, String username, String role, boolean enabled, List<ContestReview> contests) {
    }

    /**
     * One contest of it; {@code changes} and {@code voided} newest first.
     *
     * @param rating the user's shown rating now, or null when they are not rated there
     */
    record ContestReview(String slug, String name, Double rating, List<RatingHistory.Entry> changes,
            List<RatingHistory.Voided> voided, List<Strategies.Row> strategies) {

        /**
         * The history as the page lists it, newest first: every change, and every voided game in the place of the
         * line it had (by game id among the games), so the admin sees which line a void took out.
         */
        public List<Line> lines() {
            List<Line> lines = new ArrayList<>();
            int v = 0;
            for (RatingHistory.Entry change : changes) {
                while (change.matchId() != null && v < voided.size() && voided.get(v).matchId() > change.matchId()) {
                    lines.add(new Line(null, voided.get(v++)));
                }
                lines.add(new Line(change, null));
            }
            voided.subList(v, voided.size()).forEach(game -> lines.add(new Line(null, game)));
            return lines;
        }
    }

    /** A line of the history: a rating change, or a voided game that changes nothing. */
    record Line(RatingHistory.Entry change, RatingHistory.Voided voided) {
    }

    /** @throws ArenaException 404 {@code UNKNOWN_USER} */
    @Transactional(readOnly = true)
    UserReview of(String username) {
        User user = users.findByUsername(username).orElseThrow(() -> new ArenaException(HttpStatus.NOT_FOUND,
                "UNKNOWN_USER", "error.UNKNOWN_USER", username));
        List<ContestReview> reviews = new ArrayList<>();
        // every contest the user is rated in or has strategies in
        List<Long> contestIds = jdbc.queryForList("""
                select contest_id from ratings where user_id = ?
                union select contest_id from submissions where user_id = ? and status = 'ACCEPTED' and not test
                order by 1""", Long.class, user.getId(), user.getId());
        for (long contestId : contestIds) {
            Contest contest = contests.get(contestId);
            List<RatingHistory.Entry> changes = new ArrayList<>(history.of(contestId, user.getId()));
            Collections.reverse(changes);
            // the shown rating, a banned user's too (the standings leave them out)
            Double rating = jdbc.query("select shown from ratings where contest_id = ? and user_id = ?",
                    (rs, row) -> rs.getDouble(1), contestId, user.getId()).stream().findFirst().orElse(null);
            reviews.add(new ContestReview(contest.getSlug(), contest.getName(), rating, changes,
                    history.voided(contestId, user.getId()), strategies.of(contestId, user.getId())));
        }
        return new UserReview(user.getId(), user.getUsername(), user.getRole().name(), user.isEnabled(), reviews);
    }
}
