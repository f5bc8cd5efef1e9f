package arena.platform.match;

import arena.platform.account.ArenaUser;
import arena.platform.contest.ContestAccess;
import arena.platform.contest.ContestService;
import arena.platform.error.ArenaException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.springframework.context.MessageSource;
import org.springframework.http.HttpStatus;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * Where running games have got, for the pages that show them ({@code progress.js} polls it): a match's
 * status, and while it runs the turn its worker last reported ("turn 37 of 300"). Served on the site, not
 * the API, so that a page's own session sees its owner's private test games and an organizer's the games of their
 * unpublished stages; others' are left out.
 */
@RestController
class MatchProgress {

    /** A page asks for the games it shows; a list longer than this is refused. */
    static final int MAX_IDS = 100;

    private final JdbcTemplate jdbc;
    private final MessageSource messages;
    private final StageSecrecy secrecy;
    private final ContestService contests;

    MatchProgress(JdbcTemplate jdbc, MessageSource messages, StageSecrecy secrecy, ContestService contests) {
        this.jdbc = jdbc;
        this.messages = messages;
        this.secrecy = secrecy;
        this.contests = contests;
    }

    /**
     * @param text  the status as the page words it ("turn 37 of 300", "Finished")
     * @param ended whether it finished or was voided: the page stops asking
     */
    record Progress(long id, String status, Integer turn, Integer turns, String text, boolean ended) {
    }

    /**
     * Only the games this viewer may see, by the rule of the match pages ({@link MatchQueries#getVisible}): a private
     * test game is its owner's, and a game of a stage not published yet its contest's organizers'; others are left
     * out as if they did not exist.
     *
     * @throws ArenaException {@code INVALID_INPUT} for ids that are not a list of up to 100 numbers
     */
    @GetMapping("/matches/progress")
    List<Progress> showProgress(@RequestParam String ids, @AuthenticationPrincipal ArenaUser viewer, Locale locale) {
        Long[] wanted = parse(ids);
        if (wanted.length == 0) {
            return List.of();
        }
        record Row(long id, MatchKind kind, Long createdBy, long contestId, MatchStatus status, Integer turn, Integer turns) {
        }
        String placeholders = String.join(", ", java.util.Collections.nCopies(wanted.length, "?"));
        List<Row> rows = jdbc.query("select id, kind, created_by, contest_id, status, progress_turn, progress_turns"
                + " from matches where id in (" + placeholders + ") order by id", (rs, row) -> new Row(rs.getLong("id"),
                MatchKind.valueOf(rs.getString("kind")), (Long) rs.getObject("created_by"), rs.getLong("contest_id"),
                MatchStatus.valueOf(rs.getString("status")), (Integer) rs.getObject("progress_turn"),
                (Integer) rs.getObject("progress_turns")), (Object[]) wanted);
        Set<Long> secret = secrecy.unpublished(rows.stream().filter(row -> row.kind() == MatchKind.ROUND).map(Row::id)
                .toList());
        Map<Long, Boolean> runs = new HashMap<>();
        return rows.stream()
                .filter(row -> MatchQueries.visible(row.kind(), row.createdBy(), viewer))
                .filter(row -> !secret.contains(row.id()) || runs.computeIfAbsent(row.contestId(),
                        contest -> ContestAccess.runs(contests.get(contest), viewer)))
                .map(row -> {
                    String text = row.status() == MatchStatus.RUNNING && row.turn() != null
                            ? messages.getMessage("live.turn", new Object[] {row.turn(), row.turns()}, locale)
                            : messages.getMessage("match.status." + row.status().name(), null, locale);
                    return new Progress(row.id(), row.status().name(), row.turn(), row.turns(), text, row.status().ended());
                }).toList();
    }

    private static Long[] parse(String ids) {
        try {
            Long[] parsed = Arrays.stream(ids.split(",")).map(String::strip).filter(id -> !id.isEmpty())
                    .map(Long::valueOf).distinct().toArray(Long[]::new);
            if (parsed.length <= MAX_IDS) {
                return parsed;
            }
        } catch (NumberFormatException e) {
            // refused below with the same sentence
        }
        throw new ArenaException(HttpStatus.BAD_REQUEST, "INVALID_INPUT",
                "error.INVALID_INPUT.ids", MAX_IDS);
    }
}
