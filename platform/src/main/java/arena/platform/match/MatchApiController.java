package arena.platform.match;

import arena.platform.account.ArenaUser;
import arena.platform.contest.ContestService;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.security.SecurityRequirements;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.net.URI;
import java.util.List;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@Tag(name = "games", description = "Games, their replays and the high-score tables of solo formats")
class MatchApiController {

    private final MatchViews views;
    private final MatchQueries matches;
    private final HighScores highScores;
    private final ContestService contests;

    MatchApiController(MatchViews views, MatchQueries matches, HighScores highScores, ContestService contests) {
        this.views = views;
        this.matches = matches;
        this.highScores = highScores;
        this.contests = contests;
    }

    record Queued(long matchId, String status) {
    }

    /** Queues a run of the caller's main (or the named accepted) strategy on one map of a solo format. */
    @PostMapping("/api/contests/{slug}/maps/{map}/solve")
    @Operation(summary = "Run your strategy on one map of a solo format", description = "Answers 202 with the queued "
            + "game. Codes: NOT_FOUND (404), NO_STRATEGY, NOT_ACCEPTED (409), RATE_LIMITED (429).")
    ResponseEntity<Queued> solve(@PathVariable String slug, @PathVariable String map, @AuthenticationPrincipal ArenaUser me,
            @RequestParam(required = false) Long submissionId) {
        Match match = highScores.solve(contests.get(slug), map, me, submissionId);
        return ResponseEntity.accepted().location(URI.create("/api/matches/" + match.getId()))
                .body(new Queued(match.getId(), match.getStatus().name()));
    }

    @GetMapping("/api/contests/{slug}/maps")
    @Operation(summary = "Your high-score table on each map of the contest's solo formats")
    List<HighScores.Table> showHighScores(@PathVariable String slug, @AuthenticationPrincipal ArenaUser me) {
        return highScores.tables(contests.get(slug), me);
    }

    @GetMapping("/api/contests/{slug}/games")
    @Operation(summary = "Your game history in a contest", description = "The latest 50 games any of your strategies "
            + "played (acceptance, ladder, custom), newest first; status QUEUED, RUNNING, FINISHED or VOID.")
    List<MatchSummary> listMyGames(@PathVariable String slug, @AuthenticationPrincipal ArenaUser me) {
        return views.recentOfUser(contests.get(slug), me);
    }

    @GetMapping("/api/matches/{id}")
    @SecurityRequirements
    @Operation(summary = "A game: places, scores, verdicts", description = "Public; a seat's log and last input only "
            + "for its owner. engineVersion names the engine build that played it (null for a game not played yet or "
            + "played before the site kept it). Codes: NOT_FOUND (404).")
    MatchView showMatch(@PathVariable long id, @AuthenticationPrincipal ArenaUser me) {
        return views.view(id, me);
    }

    /** The game's editable command file (games that have them): edit it, then POST it to /games/replay. */
    @GetMapping(value = "/api/matches/{id}/commands", produces = MediaType.TEXT_PLAIN_VALUE)
    @SecurityRequirements
    @Operation(summary = "A game's command file", description = "Games that have them; edit it and POST it to "
            + "/api/contests/{slug}/games/replay. Codes: NOT_FOUND, NO_COMMAND_FILE (404).")
    String showCommands(@PathVariable long id, @AuthenticationPrincipal ArenaUser me) {
        matches.getVisible(id, me);
        return matches.commandFile(id);
    }

    @GetMapping(value = "/api/matches/{id}/replay", produces = MediaType.APPLICATION_JSON_VALUE)
    @SecurityRequirements
    @Operation(summary = "Download a finished game's replay (JSON)", description = "Codes: NOT_FOUND, NO_REPLAY (404).")
    ResponseEntity<byte[]> showReplay(@PathVariable long id, @AuthenticationPrincipal ArenaUser me) {
        matches.getVisible(id, me);
        return ResponseEntity.ok().contentType(MediaType.APPLICATION_JSON)
                .header(HttpHeaders.CONTENT_DISPOSITION,
                        ContentDisposition.inline().filename("replay-" + id + ".json").build().toString())
                .body(matches.replay(id));
    }
}
