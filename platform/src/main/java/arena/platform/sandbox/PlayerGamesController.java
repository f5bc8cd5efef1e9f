package arena.platform.sandbox;

import arena.platform.account.User;
import arena.platform.contest.Contest;
import arena.platform.figures.GameFilter;
import arena.platform.figures.PlayerFigures;
import arena.platform.figures.PlayerGame;
import java.util.List;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;

/** A player's rated games in a contest, filtered as a row of their head-to-head or breakdown table asks. */
@Controller
class PlayerGamesController {

    private static final String GAMES_VIEW = "figures/games";

    private final SandboxPages pages;
    private final PlayerFigures figures;

    PlayerGamesController(SandboxPages pages, PlayerFigures figures) {
        this.pages = pages;
        this.figures = figures;
    }

    /** {@code before}: the page after the one that ended at that game (newest first). */
    @GetMapping("/contests/{slug}/users/{username}/games")
    String listGames(@PathVariable String slug, @PathVariable String username,
            @RequestParam(required = false) String opponent, @RequestParam(required = false) String map,
            @RequestParam(required = false) Integer seat, @RequestParam(required = false) String format,
            @RequestParam(required = false) Long before, Model model) {
        Contest contest = pages.ratedContest(slug);
        User user = pages.user(username);
        GameFilter filter = new GameFilter(blankToNull(opponent), blankToNull(map), seat, blankToNull(format));
        List<PlayerGame> games = figures.games(contest.getId(), user.getId(), filter, before);
        model.addAttribute("contest", contest);
        model.addAttribute("user", user);
        model.addAttribute("filter", filter);
        model.addAttribute("games", games);
        model.addAttribute("next", games.size() == PlayerFigures.PAGE_SIZE ? games.get(games.size() - 1).matchId() : null);
        return GAMES_VIEW;
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text;
    }
}
