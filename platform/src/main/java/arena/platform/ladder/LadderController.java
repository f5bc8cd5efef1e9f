package arena.platform.ladder;

import arena.platform.account.ArenaUser;
import arena.platform.account.User;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestAccess;
import arena.platform.figures.PlayerFigures;
import arena.platform.match.PlayerStageGames;
import arena.platform.rating.RatingSettings;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;

/** The ladder's pages: a contest's standings, a player's rating history and stage games, and the rating formula. */
@Controller
class LadderController {

    private static final String STANDINGS_VIEW = "ladder/standings";
    private static final String USER_VIEW = "ladder/user";
    private static final String FORMULA_VIEW = "ladder/rating";

    private final LadderPages pages;
    private final ContestLadderService ladders;
    private final PlayerStageGames stageGames;
    private final PlayerFigures figures;
    private final StrategyChanges changes;

    LadderController(LadderPages pages, ContestLadderService ladders, PlayerStageGames stageGames,
            PlayerFigures figures, StrategyChanges changes) {
        this.stageGames = stageGames;
        this.changes = changes;
        this.figures = figures;
        this.pages = pages;
        this.ladders = ladders;
    }

    /** {@code ?find=me} opens the page holding the visitor's own row, which is marked and scrolled to. */
    @GetMapping("/contests/{slug}/standings")
    String showStandings(@PathVariable String slug, @RequestParam(defaultValue = "0") int page,
            @RequestParam(required = false) String find, @AuthenticationPrincipal ArenaUser me, Model model) {
        Contest contest = pages.ratedContest(slug);
        Standings standings = pages.standings();
        int size = Standings.PAGE_SIZE;
        Optional<Standings.Row> mine = me == null ? Optional.empty() : standings.of(contest.getId(), me.id());
        int shown = "me".equals(find) && mine.isPresent() ? (mine.get().rank() - 1) / size : Math.max(0, page);
        int count = standings.count(contest.getId());
        model.addAttribute("contest", contest);
        model.addAttribute("setup", ladders.setup(contest).orElseThrow());
        model.addAttribute("rows", standings.page(contest.getId(), shown, size));
        model.addAttribute("page", shown);
        model.addAttribute("pages", Math.max(1, (count + size - 1) / size));
        model.addAttribute("mine", mine.orElse(null));
        model.addAttribute("signedIn", me != null);
        return STANDINGS_VIEW;
    }

    /**
     * A player in a contest: their games in its stages, and, where the game has a rated ladder, their rating and
     * rated games.
     */
    @GetMapping("/contests/{slug}/users/{username}")
    String showUser(@PathVariable String slug, @PathVariable String username,
            @RequestParam(defaultValue = "0") int page, @AuthenticationPrincipal ArenaUser me, Model model) {
        Contest contest = pages.contest(slug);
        User user = pages.user(username);
        boolean rated = pages.rated(contest);
        model.addAttribute("contest", contest);
        model.addAttribute("user", user);
        model.addAttribute("rated", rated);
        model.addAttribute("stageGames", stageGames.of(contest.getId(), user.getId(), ContestAccess.runs(contest, me)));
        if (!rated) {
            model.addAttribute("history", List.of());
            model.addAttribute("voided", List.of());
            return USER_VIEW;
        }
        model.addAttribute("row", pages.standings().of(contest.getId(), user.getId()).orElse(null));
        // newest first in the table, a page at a time; the chart reads the whole history from the API, oldest first
        RatingHistory.Page history = pages.history().page(contest.getId(), user.getId(), page);
        model.addAttribute("history", history.entries());
        model.addAttribute("page", history.page());
        model.addAttribute("pages", history.pages());
        model.addAttribute("voided", pages.history().voided(contest.getId(), user.getId()));
        // sources are the owner's: only they (and admins) get the reset rows' links to what changed
        boolean owner = me != null && (me.isAdmin() || me.id() == user.getId());
        model.addAttribute("changes", owner ? changes.previousAccepted(contest.getId(), user.getId()) : Map.of());
        model.addAttribute("headToHead", figures.headToHead(contest.getId(), user.getId()));
        model.addAttribute("breakdown", figures.breakdown(contest.getId(), user.getId()));
        return USER_VIEW;
    }

    @GetMapping("/rating")
    String showFormula(Model model) {
        model.addAttribute("settings", RatingSettings.DEFAULT);
        model.addAttribute("constants", RatingSettings.DEFAULT.constants());
        return FORMULA_VIEW;
    }
}
