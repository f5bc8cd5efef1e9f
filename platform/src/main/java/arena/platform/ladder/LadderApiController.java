package arena.platform.ladder;

import arena.platform.account.ArenaUser;
import arena.platform.contest.Contest;
import arena.platform.rating.RatingSettings;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.List;
import java.util.Map;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@Tag(name = "Ladder", description = "Ladder ratings, standings and settings")
class LadderApiController {

    private final LadderPages pages;
    private final ContestLadderService ladders;

    LadderApiController(LadderPages pages, ContestLadderService ladders) {
        this.pages = pages;
        this.ladders = ladders;
    }

    /** A standings row: {@code rating} is the shown rating, rounded to a tenth. */
    record StandingView(int rank, String username, double rating, int games, java.time.Instant lastSubmission) {

        static StandingView of(Standings.Row row) {
            return new StandingView(row.rank(), row.username(), Math.round(row.rating() * 10) / 10.0, row.games(),
                    row.lastSubmission());
        }
    }

    @Operation(summary = "A contest's ladder standings",
            description = "By shown rating, highest first; ties to the earlier last submission. One page of at most "
                    + Standings.MAX_PAGE_SIZE + " rows. 404 UNKNOWN_CONTEST, or NO_RATED_SANDBOX for a solo game.")
    @GetMapping("/api/contests/{slug}/standings")
    List<StandingView> listStandings(@PathVariable String slug,
            @Parameter(description = "0 for the first page") @RequestParam(defaultValue = "0") int page,
            @RequestParam(defaultValue = "" + Standings.MAX_PAGE_SIZE) int size) {
        Contest contest = pages.ratedContest(slug);
        int rows = Math.max(1, Math.min(size, Standings.MAX_PAGE_SIZE));
        return pages.standings().page(contest.getId(), page, rows).stream().map(StandingView::of).toList();
    }

    @Operation(summary = "A player's rating history in a contest",
            description = "Every change in order: the game (matchId) or the inertia reset (submissionId) behind it, the "
                    + "shown rating before and after, the place, the expected and actual results and the opponents. "
                    + "404 UNKNOWN_CONTEST or UNKNOWN_USER.")
    @GetMapping("/api/contests/{slug}/users/{username}/ratings")
    List<RatingHistory.Entry> listRatings(@PathVariable String slug, @PathVariable String username) {
        Contest contest = pages.ratedContest(slug);
        return pages.history().of(contest.getId(), pages.user(username).getId());
    }

    @Operation(summary = "The rating formula's constants", description = "What the formula page prints.")
    @GetMapping("/api/rating/constants")
    Map<String, Double> showConstants() {
        return RatingSettings.DEFAULT.constants();
    }

    @Operation(summary = "A contest's ladder as it plays now (rate, formats, options, frozen)")
    @GetMapping("/api/contests/{slug}/ladder")
    LadderSettingsView showLadder(@PathVariable String slug) {
        return LadderSettingsView.of(ladders.setup(pages.ratedContest(slug)).orElseThrow());
    }

    @Operation(summary = "Sets a contest's ladder (organizers and admins)",
            description = "gamesPerPlayerHour (null or left out: the site's), formats (null or empty: every format of "
                    + "several seats), options (match options), frozen (no games are created while frozen; null or left "
                    + "out: stays as it is), comparisonGames "
                    + "(the most games one A/B comparison may ask for, 4 to " + ContestLadder.MAX_COMPARISON_GAMES
                    + "; null: the site's). 400 BAD_RATE, UNKNOWN_FORMAT, INVALID_OPTIONS or BAD_COMPARISON_GAMES; "
                    + "403 for anybody who does not run the contest.")
    @PutMapping("/api/contests/{slug}/ladder")
    LadderSettingsView updateLadder(@PathVariable String slug, @RequestBody LadderForm form,
            @AuthenticationPrincipal ArenaUser me) {
        return LadderSettingsView.of(ladders.update(pages.ratedContest(slug), form, me));
    }

    /** The settings as the API shows them. */
    record LadderSettingsView(double gamesPerPlayerHour, boolean ownRate, List<String> formats, List<String> choices,
            Map<String, String> options, boolean frozen, int comparisonGames, boolean ownComparisonGames) {

        static LadderSettingsView of(LadderSetup setup) {
            return new LadderSettingsView(setup.gamesPerPlayerHour(), setup.ownRate(),
                    setup.formats().stream().map(format -> format.id()).toList(),
                    setup.choices().stream().map(format -> format.id()).toList(), setup.options(), setup.frozen(),
                    setup.comparisonGames(), setup.ownComparisonGames());
        }
    }
}
