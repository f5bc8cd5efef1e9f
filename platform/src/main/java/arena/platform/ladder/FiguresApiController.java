package arena.platform.ladder;

import arena.platform.contest.Contest;
import arena.platform.account.User;
import arena.platform.figures.Breakdown;
import arena.platform.figures.GameFilters;
import arena.platform.figures.HeadToHeadRow;
import arena.platform.figures.PlayerFigures;
import arena.platform.figures.PlayerGames;
import arena.platform.paging.Keyset;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.security.SecurityRequirements;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.List;
import java.util.Map;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@Tag(name = "Ladder", description = "Ladder ratings, standings and settings")
class FiguresApiController {

    private final LadderPages pages;
    private final PlayerFigures figures;
    private final GameFilters filters;

    FiguresApiController(LadderPages pages, PlayerFigures figures, GameFilters filters) {
        this.pages = pages;
        this.figures = figures;
        this.filters = filters;
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

    @GetMapping("/api/contests/{slug}/users/{username}/games")
    @SecurityRequirements
    @Operation(summary = "A player's rated games in a contest, filtered as a row of the figures", description = "The "
            + "games behind a head-to-head or breakdown row, newest first, 50 a page: opponent, map, seat (from 1) and "
            + "format filter them (any together). Each game: id, finishedAt, format, map, the player's seat, place (as "
            + "rated) and score, every seat (seat, username, place, score) and links (page, api, replay). older and "
            + "newer are the keys of the pages beside it (before=older, after=newer). 400 UNKNOWN_FORMAT, or "
            + "INVALID_INPUT for a seat the game does not have or a key that is not one; 404 UNKNOWN_CONTEST, "
            + "UNKNOWN_USER or NO_RATED_SANDBOX.")
    PlayerGames listGames(@PathVariable String slug, @PathVariable String username,
            @RequestParam(required = false) String opponent, @RequestParam(required = false) String map,
            @RequestParam(required = false) Integer seat, @RequestParam(required = false) String format,
            @RequestParam Map<String, String> parameters) {
        Contest contest = pages.ratedContest(slug);
        User user = pages.user(username);
        return figures.games(contest.getId(), user.getId(), filters.of(contest, opponent, map, seat, format),
                Keyset.of(parameters));
    }
}
