package arena.platform.organize;

import arena.game.api.TimeBounds;
import arena.platform.account.ArenaUser;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestAccess;
import arena.platform.contest.ContestService;
import arena.platform.contest.ContestTexts;
import arena.platform.contest.GameCatalog;
import arena.platform.contest.RateSetting;
import arena.platform.error.ArenaException;
import arena.platform.error.ErrorSentences;
import arena.platform.error.FieldException;
import arena.platform.i18n.SiteLanguage;
import arena.platform.ladder.ContestLadder;
import arena.platform.ladder.ContestLadderService;
import arena.platform.ladder.LadderSetup;
import arena.sandbox.build.Languages;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/**
 * The organizer's pages: the contests they run, a form to create one, and the same form to edit one of theirs. A
 * refused form comes back as sent, the refused field marked with the reason and its allowed range beside it.
 */
@Controller
class ContestOrganizingController {

    private static final String VIEW = "organize/contests";
    private static final String EDIT_VIEW = "organize/edit";

    private final ContestService contests;
    private final ContestOrganizing organizing;
    private final GameCatalog catalog;
    private final ContestLadderService ladders;
    private final ErrorSentences sentences;

    ContestOrganizingController(ContestService contests, ContestOrganizing organizing, GameCatalog catalog,
            ContestLadderService ladders, ErrorSentences sentences) {
        this.sentences = sentences;
        this.contests = contests;
        this.organizing = organizing;
        this.catalog = catalog;
        this.ladders = ladders;
    }

    @GetMapping("/organize/contests")
    String showContests(@AuthenticationPrincipal ArenaUser me, Model model) {
        return contestsPage(me, ContestPage.empty(), null, model);
    }

    @PostMapping("/organize/contests")
    String createContest(ContestPage page, @AuthenticationPrincipal ArenaUser me, Model model) {
        try {
            organizing.create(page.form(false), me);
        } catch (ArenaException e) {
            if (!(e instanceof FieldException) && e.status().value() == 403) {
                throw e;
            }
            return contestsPage(me, page, e, model);
        }
        return "redirect:/contests/" + page.slug().trim();
    }

    @GetMapping("/organize/contests/{slug}/edit")
    String initEditForm(@PathVariable String slug, @AuthenticationPrincipal ArenaUser me, Model model) {
        Contest contest = contests.get(slug);
        ContestAccess.require(contest, me);
        return editPage(contest, ContestPage.of(organizing.settings(contest), ladders.setup(contest)), null, model);
    }

    @PostMapping("/organize/contests/{slug}/edit")
    String processEditForm(@PathVariable String slug, ContestPage page, @AuthenticationPrincipal ArenaUser me,
            Model model, RedirectAttributes redirect) {
        Contest contest = contests.get(slug);
        ContestAccess.require(contest, me);
        // the game and the address are fixed: the page shows them, the form does not send them
        ContestPage sent = page.sentFor(contest);
        try {
            organizing.update(contest, sent.form(ladders.rated(contest.getGame())), me, true);
        } catch (ArenaException e) {
            if (!(e instanceof FieldException) && e.status().value() == 403) {
                throw e;
            }
            return editPage(contests.get(slug), sent, e, model);
        }
        redirect.addFlashAttribute("notice", "saved");
        return "redirect:/organize/contests/" + contest.getSlug() + "/edit";
    }

    private String contestsPage(ArenaUser me, ContestPage page, ArenaException refused, Model model) {
        List<Contest> runs = contests.list().stream().filter(contest -> ContestAccess.runs(contest, me)).toList();
        // theirs first; an admin also sees the rest (the games' default contests among them) apart, to name organizers
        model.addAttribute("contests", runs.stream().filter(contest -> ContestAccess.ownOrNamed(contest, me)).toList());
        model.addAttribute("otherContests", runs.stream().filter(contest -> !ContestAccess.ownOrNamed(contest, me))
                .toList());
        if (me != null && me.isAdmin()) {
            // an admin names the organizers of each contest here: the only way an organizer runs a default contest
            model.addAttribute("organizers", runs.stream().collect(Collectors.toMap(Contest::getSlug,
                    organizing::namedOrganizers)));
        }
        model.addAttribute("games", catalog.all().stream().map(engine -> engine.info()).toList());
        formModel(page, refused, Optional.empty(), null, model);
        return VIEW;
    }

    private String editPage(Contest contest, ContestPage page, ArenaException refused, Model model) {
        model.addAttribute("contest", contest);
        Optional<LadderSetup> ladder = ladders.setup(contest);
        formModel(page, refused, ladder, catalog.engine(contest.getGame()).timeBounds(), model);
        model.addAttribute("siteRate", ladder.isPresent() ? ladders.siteRate() : null);
        return EDIT_VIEW;
    }

    /** The form's values, the refusal (on its field, or above the form), and the ranges printed beside the fields. */
    private void formModel(ContestPage page, ArenaException refused, Optional<LadderSetup> ladder,
            TimeBounds times, Model model) {
        model.addAttribute("form", page);
        model.addAttribute("languages", Languages.all());
        model.addAttribute("siteLanguages", SiteLanguage.all());
        model.addAttribute("textLength", ContestTexts.MAX_LENGTH);
        model.addAttribute("ladder", ladder.orElse(null));
        Map<String, String> errors = refused instanceof FieldException invalid
                ? Map.of(invalid.field(), sentences.line(invalid)) : Map.of();
        model.addAttribute("errors", errors);
        if (refused != null && errors.isEmpty()) {
            model.addAttribute("error", sentences.line(refused));
        }
        model.addAttribute("rateRange", RateSetting.MIN_LIMIT + "–" + RateSetting.MAX_LIMIT);
        model.addAttribute("windowRange", "1–" + RateSetting.MAX_WINDOW.toSeconds());
        model.addAttribute("gamesPerHourRange", "> 0, ≤ " + (long) ContestLadder.MAX_GAMES_PER_PLAYER_HOUR);
        if (times != null) {
            model.addAttribute("startupRange", times.minStartup().toMillis() + "–" + times.maxStartup().toMillis());
            model.addAttribute("moveRange", times.minMove().toMillis() + "–" + times.maxMove().toMillis());
        }
    }
}
