package arena.platform.match;

import arena.platform.account.ArenaUser;
import arena.platform.web.ArenaException;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
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
 * the API, so that a page's own session sees its owner's private test games; others' are left out.
 */
@RestController
class MatchProgress {

    /** A page asks for the games it shows; a list longer than this is refused. */
    static final int MAX_IDS = 100;

    private final JdbcTemplate jdbc;
    private final MessageSource messages;

    MatchProgress(JdbcTemplate jdbc, MessageSource messages) {
        this.jdbc = jdbc;
        this.messages = messages;
    }

    /**
     * @param text  the status as the page words it ("turn 37 of 300", "Finished")
     * @param ended whether it finished or was voided: the page stops asking
     */
    record Progress(long id, String status, Integer turn, Integer turns, String text, boolean ended) {
    }

    /** @throws ArenaException {@code INVALID_INPUT} for ids that are not a list of up to 100 numbers */
    @GetMapping("/matches/progress")
    List<Progress> showProgress(@RequestParam String ids, @AuthenticationPrincipal ArenaUser viewer, Locale locale) {
        Long[] wanted = parse(ids);
        if (wanted.length == 0) {
            return List.of();
        }
        String placeholders = String.join(", ", java.util.Collections.nCopies(wanted.length, "?"));
        return jdbc.query("select id, kind, created_by, status, progress_turn, progress_turns from matches where id in ("
                + placeholders + ") order by id", (rs, row) -> {
                    MatchKind kind = MatchKind.valueOf(rs.getString("kind"));
                    Long createdBy = (Long) rs.getObject("created_by");
                    if (!MatchService.visible(kind, createdBy, viewer)) {
                        return null;
                    }
                    MatchStatus status = MatchStatus.valueOf(rs.getString("status"));
                    Integer turn = (Integer) rs.getObject("progress_turn");
                    Integer turns = (Integer) rs.getObject("progress_turns");
                    String text = status == MatchStatus.RUNNING && turn != null
                            ? messages.getMessage("live.turn", new Object[] {turn, turns}, locale)
                            : messages.getMessage("match.status." + status.name(), null, locale);
                    return new Progress(rs.getLong("id"), status.name(), turn, turns, text, status.ended());
                }, (Object[]) wanted).stream().filter(java.util.Objects::nonNull).toList();
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
                "ids: up to " + MAX_IDS + " match numbers separated by commas");
    }
}
