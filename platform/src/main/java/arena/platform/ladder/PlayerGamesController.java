package arena.platform.ladder;

import arena.platform.account.User;
import arena.platform.contest.Contest;
import arena.platform.figures.GameFilter;
import arena.platform.figures.GameFilters;
import arena.platform.figures.PlayerFigures;
import arena.platform.paging.Keyset;
import java.util.Map;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;

/** A player's rated games in a contest, filtered as a row of their head-to-head or breakdown table asks. */
@Controller
class PlayerGamesController {

    private static final String GAMES_VIEW = "figures/games";

    private final LadderPages pages;
    private final PlayerFigures figures;
    private final GameFilters filters;

    PlayerGamesController(LadderPages pages, PlayerFigures figures, GameFilters filters) {
        this.pages = pages;
        this.figures = figures;
        this.filters = filters;
    }

    /** {@code before} or {@code after}: the page older or newer than a game, by the key the page's links give. */
    @GetMapping("/contests/{slug}/users/{username}/games")
    String listGames(@PathVariable String slug, @PathVariable String username,
            @RequestParam(required = false) String opponent, @RequestParam(required = false) String map,
            @RequestParam(required = false) Integer seat, @RequestParam(required = false) String format,
            @RequestParam Map<String, String> parameters, Model model) {
        Contest contest = pages.ratedContest(slug);
        User user = pages.user(username);
        GameFilter filter = filters.of(contest, opponent, map, seat, format);
        model.addAttribute("contest", contest);
        model.addAttribute("user", user);
        model.addAttribute("filter", filter);
        model.addAttribute("page", figures.games(contest.getId(), user.getId(), filter, Keyset.of(parameters)));
        return GAMES_VIEW;
    }
}
