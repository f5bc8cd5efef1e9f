package arena.platform.ladder;

import arena.platform.account.ArenaUser;
import arena.platform.comparison.Comparisons;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestAccess;
import arena.platform.error.ArenaException;
import arena.platform.error.ErrorSentences;
import java.util.List;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/**
 * A contest's ladder controls: its rate, formats, match options and frozen flag, for who runs the contest (its
 * organizers and admins, {@link ContestAccess}); the admin pages' old address still opens it. Voiding a rated game is
 * an audited admin action (arena.platform.admin.review).
 */
@Controller
class LadderSettingsController {

    private static final String FORM_VIEW = "ladder/settings";

    private final LadderPages pages;
    private final ContestLadderService ladders;
    private final LadderProperties properties;
    private final ErrorSentences sentences;

    LadderSettingsController(LadderPages pages, ContestLadderService ladders, LadderProperties properties, ErrorSentences sentences) {
        this.sentences = sentences;
        this.pages = pages;
        this.ladders = ladders;
        this.properties = properties;
    }

    @GetMapping({"/organize/contests/{slug}/ladder", "/admin/contests/{slug}/ladder"})
    String initLadderForm(@PathVariable String slug, @AuthenticationPrincipal ArenaUser me, Model model) {
        Contest contest = pages.ratedContest(slug);
        ContestAccess.require(contest, me);
        LadderSetup setup = ladders.setup(contest).orElseThrow();
        model.addAttribute("contest", contest);
        model.addAttribute("setup", setup);
        model.addAttribute("siteRate", properties.gamesPerPlayerHour());
        model.addAttribute("siteComparisonGames", ladders.siteComparisonGames());
        model.addAttribute("minComparisonGames", Comparisons.MIN_GAMES);
        model.addAttribute("maxComparisonGames", ContestLadder.MAX_COMPARISON_GAMES);
        model.addAttribute("optionsText", ContestLadderService.formatOptions(setup.options()));
        return FORM_VIEW;
    }

    @PostMapping({"/organize/contests/{slug}/ladder", "/admin/contests/{slug}/ladder"})
    String processLadderForm(@PathVariable String slug, @RequestParam(required = false) String gamesPerPlayerHour,
            @RequestParam(name = "format", required = false) List<String> formats,
            @RequestParam(required = false) String options, @RequestParam(defaultValue = "false") boolean frozen,
            @RequestParam(required = false) String comparisonGames, @AuthenticationPrincipal ArenaUser me,
            RedirectAttributes redirect) {
        Contest contest = pages.ratedContest(slug);
        // somebody who does not run the contest gets 403, as on the page, not a redirect to a page they cannot open
        ContestAccess.require(contest, me);
        try {
            Double rate = gamesPerPlayerHour == null || gamesPerPlayerHour.isBlank() ? null
                    : parseRate(gamesPerPlayerHour.trim());
            Integer cap = comparisonGames == null || comparisonGames.isBlank() ? null
                    : parseComparisonGames(comparisonGames.trim());
            ladders.update(contest, new LadderForm(rate, formats, ContestLadderService.parseOptions(options), frozen,
                    cap), me);
            redirect.addFlashAttribute("saved", true);
        } catch (ArenaException e) {
            redirect.addFlashAttribute("error", sentences.line(e));
        }
        return "redirect:/organize/contests/" + contest.getSlug() + "/ladder";
    }

    private static int parseComparisonGames(String text) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new ArenaException(org.springframework.http.HttpStatus.BAD_REQUEST, "BAD_COMPARISON_GAMES",
                    "error.BAD_COMPARISON_GAMES.number", text);
        }
    }

    private static double parseRate(String text) {
        try {
            return Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw new ArenaException(org.springframework.http.HttpStatus.BAD_REQUEST, "BAD_RATE",
                    "error.BAD_RATE.number", text);
        }
    }
}
