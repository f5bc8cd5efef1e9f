package arena.platform.round;

import arena.platform.account.ArenaUser;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestRepository;
import arena.platform.web.ArenaException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.http.HttpStatus;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;

/**
 * A contest's stages page: each stage's settings, its parts' progress and its table; organizers (and admins) see
 * unpublished stages too and start parts and publish from here. Stages are created through the API.
 */
@Controller
class RoundController {

    private static final String LIST_VIEW = "round/list";

    private final ContestRepository contests;
    private final RoundService rounds;
    private final StageResults results;

    RoundController(ContestRepository contests, RoundService rounds, StageResults results) {
        this.contests = contests;
        this.rounds = rounds;
        this.results = results;
    }

    /** One stage as the page shows it. */
    record StageCard(Stage stage, List<StageStore.Part> parts, List<Map<String, Integer>> progress,
            List<StageResults.Row> rows) {

        /** The next part can start: one is left and none is running. */
        public boolean startable() {
            return parts.size() < stage.parts() && parts.stream().allMatch(StageStore.Part::finished);
        }

        /** How many games of part {@code index} have this match status. */
        public int count(int index, String status) {
            return progress.get(index).getOrDefault(status, 0);
        }
    }

    @GetMapping("/contests/{slug}/stages")
    String listStages(@PathVariable String slug, @AuthenticationPrincipal ArenaUser me, Model model) {
        Contest contest = contest(slug);
        Map<Long, StageCard> cards = new LinkedHashMap<>();
        for (Stage stage : rounds.visible(contest, me)) {
            cards.put(stage.id(), new StageCard(stage, rounds.parts(stage), rounds.progress(stage), results.rows(stage)));
        }
        model.addAttribute("contest", contest);
        model.addAttribute("cards", cards.values());
        model.addAttribute("organizer", RoundService.organizes(me));
        return LIST_VIEW;
    }

    @PostMapping("/contests/{slug}/stages/{id}/parts")
    String startPart(@PathVariable String slug, @PathVariable long id, @AuthenticationPrincipal ArenaUser me) {
        Contest contest = contest(slug);
        rounds.start(contest, rounds.visible(contest, id, me), me);
        return "redirect:/contests/" + contest.getSlug() + "/stages";
    }

    @PostMapping("/contests/{slug}/stages/{id}/publish")
    String publish(@PathVariable String slug, @PathVariable long id, @AuthenticationPrincipal ArenaUser me) {
        Contest contest = contest(slug);
        rounds.publish(contest, rounds.visible(contest, id, me), me);
        return "redirect:/contests/" + contest.getSlug() + "/stages";
    }

    private Contest contest(String slug) {
        return contests.findBySlug(slug).orElseThrow(() -> new ArenaException(HttpStatus.NOT_FOUND, "UNKNOWN_CONTEST",
                "there is no contest " + slug));
    }
}
