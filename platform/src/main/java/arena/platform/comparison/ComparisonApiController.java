package arena.platform.comparison;

import arena.platform.account.ArenaUser;
import arena.platform.contest.ContestService;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.net.URI;
import org.springframework.http.ResponseEntity;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
@Tag(name = "comparisons", description = "A/B tests of two of your own strategies in paired unrated games")
class ComparisonApiController {

    private final Comparisons comparisons;
    private final ComparisonViews views;
    private final ContestService contests;

    ComparisonApiController(Comparisons comparisons, ComparisonViews views, ContestService contests) {
        this.comparisons = comparisons;
        this.views = views;
        this.contests = contests;
    }

    record Created(long id) {
    }

    @PostMapping("/api/contests/{slug}/comparisons")
    @Operation(summary = "Compare two of your accepted strategies", description = "JSON: a, b (your accepted submissions' "
            + "ids), games (two per pair, up to the contest's limit; default 40), opponents (ladder or bots), format "
            + "(optional). Answers 202 with the id; follow it at /api/comparisons/{id}. Codes: INVALID_INPUT, "
            + "SAME_STRATEGY, OTHER_CONTEST, TOO_MANY_GAMES, TOO_FEW_GAMES, BAD_OPPONENT, UNKNOWN_FORMAT (400), NOT_YOURS "
            + "(403), NOT_ACCEPTED, NO_OPPONENTS (409), RATE_LIMITED (429: one running comparison per contest).")
    ResponseEntity<Created> createComparison(@PathVariable String slug, @AuthenticationPrincipal ArenaUser me,
            @RequestBody Comparisons.Request request) {
        long id = comparisons.create(contests.get(slug), me, request);
        return ResponseEntity.accepted().location(URI.create("/api/comparisons/" + id)).body(new Created(id));
    }

    @GetMapping("/api/comparisons/{id}")
    @Operation(summary = "A comparison: status, means, the paired difference with its interval, and its games",
            description = "Only its owner and admins see it; anybody else gets 404 NOT_FOUND.")
    ComparisonView showComparison(@PathVariable long id, @AuthenticationPrincipal ArenaUser me) {
        return views.view(id, me);
    }
}
