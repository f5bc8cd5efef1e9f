package arena.platform.match;

import arena.platform.account.ArenaUser;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestService;
import arena.platform.contest.GameCatalog;
import arena.platform.submission.SubmissionService;
import arena.platform.web.ArenaException;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/** The maps of a game with a solo format, the user's high scores on each, and the Solve buttons. */
@Controller
class HighScoreController {

    private static final String MAPS_VIEW = "match/maps";

    private final HighScores highScores;
    private final ContestService contests;
    private final GameCatalog catalog;
    private final SubmissionService submissions;

    HighScoreController(HighScores highScores, ContestService contests, GameCatalog catalog, SubmissionService submissions) {
        this.highScores = highScores;
        this.contests = contests;
        this.catalog = catalog;
        this.submissions = submissions;
    }

    @GetMapping("/contests/{slug}/maps")
    String showMaps(@PathVariable String slug, @AuthenticationPrincipal ArenaUser me, Model model) {
        Contest contest = contests.get(slug);
        model.addAttribute("contest", contest);
        model.addAttribute("info", catalog.info(contest.getGame()));
        model.addAttribute("tables", highScores.tables(contest, me));
        if (me != null) {
            model.addAttribute("mainId", submissions.mainSubmission(contest.getId(), me.id()).orElse(null));
        }
        return MAPS_VIEW;
    }

    @PostMapping("/contests/{slug}/maps/{map}/solve")
    String solve(@PathVariable String slug, @PathVariable String map, @AuthenticationPrincipal ArenaUser me,
            @RequestParam(required = false) Long submissionId, RedirectAttributes redirect) {
        Contest contest = contests.get(slug);
        try {
            highScores.solve(contest, map, me, submissionId);
        } catch (ArenaException e) {
            redirect.addFlashAttribute("solveError", e.code() + ": " + e.getMessage());
        }
        return "redirect:/contests/" + slug + "/maps#map-" + map;
    }
}
