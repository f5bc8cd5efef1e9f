package arena.platform.ladder;

import arena.platform.match.VoidReasons;
import arena.platform.rating.RatingChange;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * A player's rating history in a contest, for their page and the API: every change with the game (or the
 * inertia reset) behind it, the opponents by name with their places and ratings, and the expected and actual
 * results, so a contestant sees why their rating moved.
 */
@Service
public class RatingHistory {

    private final RatingStore store;
    private final NamedParameterJdbcTemplate named;
    private final VoidReasons voids;

    RatingHistory(RatingStore store, JdbcTemplate jdbc, VoidReasons voids) {
        this.store = store;
        this.named = new NamedParameterJdbcTemplate(jdbc);
        this.voids = voids;
    }

    /**
     * One change of the shown rating.
     *
     * @param matchId      the rated game, or null for an inertia reset
     * @param submissionId the submission that asked for the reset, or null for a game
     * @param before       the shown rating before
     * @param after        the shown rating after
     * @param change       {@code after - before}
     * @param place        the player's place in the game (0 for a reset)
     * @param expected     the expected result against the opponents (0..1, averaged)
     * @param actual       the actual result (1 win, 0.5 draw, 0 loss, averaged)
     * @param games        rated games played after it
     */
    public record Entry(String cause, Long matchId, Long submissionId, double before, double after, double change,
            int place, double expected, double actual, int games, List<OpponentView> opponents, Instant at) {
    }

    /** An opponent as the player met them: their place, their shown rating before the game, the pair's results. */
    public record OpponentView(String username, int place, double rating, double expected, double actual) {
    }

    /** Every change of the player's, oldest first (the API and the chart). */
    @Transactional(readOnly = true)
    public List<Entry> of(long contestId, long userId) {
        return entries(store.history(contestId, userId));
    }

    /** Changes shown on one page of the player's page. */
    public static final int PAGE_SIZE = 50;

    /** Page {@code page} (from 0) of the player's changes, newest first, and how many pages there are. */
    @Transactional(readOnly = true)
    public Page page(long contestId, long userId, int page) {
        int pages = Math.max(1, (store.historySize(contestId, userId) + PAGE_SIZE - 1) / PAGE_SIZE);
        int shown = Math.min(Math.max(0, page), pages - 1);
        return new Page(entries(store.historyPage(contestId, userId, shown * PAGE_SIZE, PAGE_SIZE)), shown, pages);
    }

    /** One page of a player's history, newest first. */
    public record Page(List<Entry> entries, int page, int pages) {
    }

    private List<Entry> entries(List<RatingStore.Dated> changes) {
        Map<Long, String> names = usernames(changes.stream().flatMap(dated -> dated.stored().change().opponents().stream())
                .map(RatingChange.Opponent::userId).collect(Collectors.toSet()));
        return changes.stream().map(dated -> {
            RatingChange change = dated.stored().change();
            boolean game = change.cause() == RatingChange.Cause.GAME;
            return new Entry(change.cause().name(), game ? change.sourceId() : null, game ? null : change.sourceId(),
                    change.shownBefore(), change.shownAfter(), change.shownAfter() - change.shownBefore(), change.place(),
                    change.expected(), change.actual(), change.after().games(),
                    change.opponents().stream().map(opponent -> new OpponentView(
                            names.getOrDefault(opponent.userId(), "#" + opponent.userId()), opponent.place(),
                            opponent.shown(), opponent.expected(), opponent.actual())).toList(), dated.at());
        }).toList();
    }

    /** A rated game of the player's that an admin voided: it changed nothing, and says why (in the reader's language). */
    public record Voided(long matchId, String reason, Instant at) {
    }

    /** The player's rated games an admin voided, newest first: shown next to the history, counted nowhere. */
    @Transactional(readOnly = true)
    public List<Voided> voided(long contestId, long userId) {
        return named.query("""
                select m.id, m.voided_by, m.reason_message, m.finished_at from matches m
                where m.contest_id = :contest and m.kind = 'RATED' and m.status = 'VOID' and m.reason_code = :code
                  and exists (select 1 from match_seats s where s.match_id = m.id and s.user_id = :user)
                order by m.id desc""", new MapSqlParameterSource("contest", contestId).addValue("user", userId)
                .addValue("code", RatingService.VOIDED_BY_ADMIN),
                (rs, row) -> new Voided(rs.getLong(1), voids.say(rs.getString(2), rs.getString(3)),
                        rs.getTimestamp(4) == null ? null : rs.getTimestamp(4).toInstant()));
    }

    private Map<Long, String> usernames(Set<Long> ids) {
        Map<Long, String> names = new HashMap<>();
        if (!ids.isEmpty()) {
            named.query("select id, username from users where id in (:ids)", new MapSqlParameterSource("ids", ids),
                    rs -> {
                        names.put(rs.getLong(1), rs.getString(2));
                    });
        }
        return names;
    }
}
