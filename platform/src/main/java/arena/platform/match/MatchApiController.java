package arena.platform.match;

import arena.platform.account.ArenaUser;
import arena.platform.contest.ContestService;
import java.net.URI;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
class MatchApiController {

    private final MatchViews views;
    private final MatchService matches;
    private final HighScores highScores;
    private final ContestService contests;

    MatchApiController(MatchViews views, MatchService matches, HighScores highScores, ContestService contests) {
        this.views = views;
        this.matches = matches;
        this.highScores = highScores;
        this.contests = contests;
    }

    record Queued(long matchId, String status) {
    }

    /** Queues a run of the caller's main (or the named accepted) strategy on one map of a solo format. */
    @PostMapping("/api/contests/{slug}/maps/{map}/solve")
    ResponseEntity<Queued> solve(@PathVariable String slug, @PathVariable String map, @AuthenticationPrincipal ArenaUser me,
            @RequestParam(required = false) Long submissionId) {
        Match match = highScores.solve(contests.get(slug), map, me, submissionId);
        return ResponseEntity.accepted().location(URI.create("/api/matches/" + match.getId()))
                .body(new Queued(match.getId(), match.getStatus().name()));
    }

    @GetMapping("/api/contests/{slug}/maps")
    java.util.List<HighScores.Table> showHighScores(@PathVariable String slug, @AuthenticationPrincipal ArenaUser me) {
        return highScores.tables(contests.get(slug), me);
    }

    @GetMapping("/api/matches/{id}")
    MatchView showMatch(@PathVariable long id, @AuthenticationPrincipal ArenaUser me) {
        return views.view(id, me);
    }

    /** The game's editable command file (games that have them): edit it, then POST it to /games/replay. */
    @GetMapping(value = "/api/matches/{id}/commands", produces = MediaType.TEXT_PLAIN_VALUE)
    String showCommands(@PathVariable long id, @AuthenticationPrincipal ArenaUser me) {
        matches.getVisible(id, me);
        return matches.commandFile(id);
    }

    @GetMapping("/api/matches/{id}/replay")
    ResponseEntity<byte[]> showReplay(@PathVariable long id, @AuthenticationPrincipal ArenaUser me) {
        matches.getVisible(id, me);
        return ResponseEntity.ok().contentType(MediaType.APPLICATION_JSON).body(matches.replay(id));
    }
}
