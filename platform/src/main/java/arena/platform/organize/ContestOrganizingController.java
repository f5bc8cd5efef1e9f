package arena.platform.organize;

import arena.platform.account.ArenaUser;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestAccess;
import arena.platform.contest.ContestService;
import arena.platform.contest.GameCatalog;
import arena.platform.web.ArenaException;
import arena.sandbox.build.Languages;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.springframework.http.HttpStatus;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/** The organizer's page: the contests they run and a form to create one. */
@Controller
class ContestOrganizingController {

    private static final String VIEW = "organize/contests";

    private final ContestService contests;
    private final ContestOrganizing organizing;
    private final GameCatalog catalog;

    ContestOrganizingController(ContestService contests, ContestOrganizing organizing, GameCatalog catalog) {
        this.contests = contests;
        this.organizing = organizing;
        this.catalog = catalog;
    }

    @GetMapping("/organize/contests")
    String showContests(@AuthenticationPrincipal ArenaUser me, Model model) {
        List<Contest> runs = contests.list().stream().filter(contest -> ContestAccess.runs(contest, me)).toList();
        model.addAttribute("contests", runs);
        if (me != null && me.isAdmin()) {
            // an admin names the organizers of each contest here: the only way an organizer runs a default contest
            model.addAttribute("organizers", runs.stream().collect(Collectors.toMap(Contest::getSlug,
                    organizing::namedOrganizers)));
        }
        model.addAttribute("games", catalog.all().stream().map(engine -> engine.info()).toList());
        model.addAttribute("languages", Languages.all());
        return VIEW;
    }

    @PostMapping("/organize/contests")
    String createContest(@RequestParam String game, @RequestParam String slug, @RequestParam String name,
            @RequestParam(defaultValue = "") String description, @RequestParam(required = false) String opensAt,
            @RequestParam(required = false) String closesAt,
            @RequestParam(name = "language", required = false) List<String> languages,
            @RequestParam(required = false) Integer submissionLimit,
            @RequestParam(required = false) Integer submissionWindowSeconds,
            @RequestParam(required = false) Integer customGameLimit,
            @RequestParam(required = false) Integer customGameWindowSeconds,
            @RequestParam(required = false) Integer startupMillis, @RequestParam(required = false) Integer moveMillis,
            @AuthenticationPrincipal ArenaUser me, RedirectAttributes redirect) {
        try {
            organizing.create(new ContestForm(game, slug, name, description, utc(opensAt), utc(closesAt), languages,
                    submissionLimit, submissionWindowSeconds, customGameLimit, customGameWindowSeconds, null, null,
                    Map.of(), startupMillis, moveMillis), me);
        } catch (ArenaException e) {
            redirect.addFlashAttribute("error", e.code() + ": " + e.getMessage());
            return "redirect:/organize/contests";
        }
        return "redirect:/contests/" + slug.trim();
    }

    /** A datetime-local field, read as UTC (the page says so); empty is no time. */
    private static Instant utc(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            return LocalDateTime.parse(text.trim()).toInstant(ZoneOffset.UTC);
        } catch (DateTimeParseException e) {
            throw new ArenaException(HttpStatus.BAD_REQUEST, "INVALID_SCHEDULE", "not a date and time: " + text);
        }
    }
}
