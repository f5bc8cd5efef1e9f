package arena.platform.comparison;

import arena.game.api.EngineInfo;
import arena.platform.account.ArenaUser;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestService;
import arena.platform.contest.GameCatalog;
import arena.platform.custom.CustomGames;
import arena.platform.error.ArenaException;
import arena.platform.error.ErrorSentences;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/** The comparison form (linked from "My submissions") and a comparison's page, for its owner and admins only. */
@Controller
class ComparisonController {

    private static final String FORM_VIEW = "comparison/new";
    private static final String DETAIL_VIEW = "comparison/detail";

    private final Comparisons comparisons;
    private final ComparisonViews views;
    private final CustomGames customGames;
    private final ContestService contests;
    private final GameCatalog catalog;
    private final ErrorSentences sentences;

    ComparisonController(Comparisons comparisons, ComparisonViews views, CustomGames customGames, ContestService contests,
            GameCatalog catalog, ErrorSentences sentences) {
        this.comparisons = comparisons;
        this.views = views;
        this.customGames = customGames;
        this.contests = contests;
        this.catalog = catalog;
        this.sentences = sentences;
    }

    @GetMapping("/contests/{slug}/comparisons")
    String initComparisonForm(@PathVariable String slug, @AuthenticationPrincipal ArenaUser me, Model model) {
        Contest contest = contests.get(slug);
        EngineInfo info = catalog.info(contest.getGame());
        if (!Comparisons.comparable(info)) {
            throw Comparisons.alone(info);
        }
        model.addAttribute("contest", contest);
        model.addAttribute("info", info);
        model.addAttribute("strategies", customGames.accepted(contest, me));
        model.addAttribute("maxGames", comparisons.maxGames(contest));
        model.addAttribute("defaultGames", comparisons.defaultGames(contest));
        model.addAttribute("comparisons", views.mine(contest, me).stream().map(id -> views.view(id, me)).toList());
        return FORM_VIEW;
    }

    @PostMapping("/contests/{slug}/comparisons")
    String processComparisonForm(@PathVariable String slug, @AuthenticationPrincipal ArenaUser me, @RequestParam Long a,
            @RequestParam Long b, @RequestParam(required = false) Integer games, @RequestParam String opponents,
            @RequestParam(required = false) String format, RedirectAttributes redirect) {
        try {
            long id = comparisons.create(contests.get(slug), me, new Comparisons.Request(a, b, games, opponents, format));
            return "redirect:/comparisons/" + id;
        } catch (ArenaException e) {
            redirect.addFlashAttribute("comparisonError", sentences.line(e));
            return "redirect:/contests/" + slug + "/comparisons";
        }
    }

    @GetMapping("/comparisons/{id}")
    String showComparison(@PathVariable long id, @AuthenticationPrincipal ArenaUser me, Model model) {
        ComparisonView comparison = views.view(id, me);
        model.addAttribute("comparison", comparison);
        model.addAttribute("contest", contests.get(comparison.contest()));
        return DETAIL_VIEW;
    }
}
