package arena.platform.match;

import arena.game.api.EngineInfo;
import arena.platform.account.ArenaUser;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestMaps;
import arena.platform.contest.ContestService;
import arena.platform.contest.GameCatalog;
import arena.platform.error.ArenaException;
import arena.platform.error.ErrorSentences;
import arena.platform.i18n.GameLabels;
import java.util.List;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/** The maps of a game, drawn by its viewer; for a game with a solo format, the user's high scores on each and the Solve buttons. */
@Controller
class HighScoreController {

    private static final String MAPS_VIEW = "match/maps";

    private final HighScores highScores;
    private final ContestService contests;
    private final GameCatalog catalog;
    private final Submissions submissions;
    private final ContestMaps maps;
    private final ErrorSentences sentences;
    private final GameLabels gameLabels;

    HighScoreController(HighScores highScores, ContestService contests, GameCatalog catalog, Submissions submissions,
            ContestMaps maps, ErrorSentences sentences, GameLabels gameLabels) {
        this.sentences = sentences;
        this.maps = maps;
        this.gameLabels = gameLabels;
        this.highScores = highScores;
        this.contests = contests;
        this.catalog = catalog;
        this.submissions = submissions;
    }

    /**
     * Every map of the game, drawn by its viewer, and the contest's own maps once a published stage played them; a game
     * with a solo format adds the user's results on each of its maps and the Solve buttons.
     */
    @GetMapping("/contests/{slug}/maps")
    String showMaps(@PathVariable String slug, @AuthenticationPrincipal ArenaUser me, Model model) {
        Contest contest = contests.get(slug);
        EngineInfo info = catalog.info(contest.getGame());
        boolean solo = highScores.soloFormat(contest.getGame()).isPresent();
        if (info.maps().isEmpty() && !solo) {
            throw ArenaException.notFound("error.NOT_FOUND.map", info.name());
        }
        model.addAttribute("contest", contest);
        model.addAttribute("info", info);
        // the viewer's labels as the page's data block (Thymeleaf runs no bean call with arguments in th:utext)
        model.addAttribute("viewerLabels", gameLabels.viewerJson(info.id()));
        model.addAttribute("solo", solo);
        model.addAttribute("tables", solo ? highScores.tables(contest, me)
                : info.maps().stream().map(map -> new HighScores.Table(map, List.of(), List.of())).toList());
        model.addAttribute("contestMaps", maps.revealedMaps(contest.getId()));
        if (me != null && solo) {
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
            redirect.addFlashAttribute("solveError", sentences.line(e));
        }
        return "redirect:/contests/" + slug + "/maps#map-" + map;
    }
}
