package arena.platform.sandbox;

import arena.platform.contest.Contest;
import arena.platform.figures.Breakdown;
import arena.platform.figures.HeadToHeadRow;
import arena.platform.figures.PlayerFigures;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.security.SecurityRequirements;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.List;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
@Tag(name = "Sandbox", description = "Sandbox ratings, standings and settings")
class FiguresApiController {

    private final SandboxPages pages;
    private final PlayerFigures figures;

    FiguresApiController(SandboxPages pages, PlayerFigures figures) {
        this.pages = pages;
        this.figures = figures;
    }

    @GetMapping("/api/contests/{slug}/users/{username}/head-to-head")
    @SecurityRequirements
    @Operation(summary = "A player's head-to-head table in a contest", description = "Every opponent met in rated "
            + "games (voided games excluded), most games first: games, wins, draws and losses by the places the "
            + "games were rated by (a team game counts once against each player of the other teams), the player's "
            + "mean place (avgPlace) and score (avgScore, null where the game keeps none). 404 UNKNOWN_CONTEST, "
            + "UNKNOWN_USER or NO_RATED_SANDBOX.")
    List<HeadToHeadRow> showHeadToHead(@PathVariable String slug, @PathVariable String username) {
        Contest contest = pages.ratedContest(slug);
        return figures.headToHead(contest.getId(), pages.user(username).getId());
    }

    @GetMapping("/api/contests/{slug}/users/{username}/breakdown")
    @SecurityRequirements
    @Operation(summary = "A player's rated games by map, seat and format", description = "Three lists of rows: key "
            + "(the map, the seat from 1, the format), games, firsts (games finished first), wins, draws and losses "
            + "against each opponent met, avgPlace and avgScore. Voided games excluded. 404 UNKNOWN_CONTEST, "
            + "UNKNOWN_USER or NO_RATED_SANDBOX.")
    Breakdown showBreakdown(@PathVariable String slug, @PathVariable String username) {
        Contest contest = pages.ratedContest(slug);
        return figures.breakdown(contest.getId(), pages.user(username).getId());
    }
}
