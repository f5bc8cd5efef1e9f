package arena.platform.stage;

import arena.game.api.MapFiles;
import arena.platform.account.ArenaUser;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestRepository;
import arena.platform.contest.GameCatalog;
import arena.platform.error.ArenaException;
import arena.platform.error.ErrorSentences;
import arena.platform.organize.MapUploads;
import arena.platform.stage.plan.StageKind;
import arena.platform.stage.plan.StagePreview;
import arena.platform.web.LiveUpdates;
import jakarta.servlet.http.HttpServletRequest;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.springframework.context.MessageSourceResolvable;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/**
 * A contest's stages page: each stage's settings, its parts' progress and its table; organizers (and admins) see
 * unpublished stages too, add one (the common settings; the API takes all), see its preview, and start, pause, resume
 * and re-run parts and publish from here. While a part runs the page follows it (server-sent events, as a game's).
 */
@Controller
class StageController {

    private static final String LIST_VIEW = "stage/list";

    private final ContestRepository contests;
    private final StageService stages;
    private final StageResults results;
    private final WaveControl control;
    private final MapUploads maps;
    private final GameCatalog catalog;
    private final LiveUpdates live;
    private final ErrorSentences sentences;

    StageController(ContestRepository contests, StageService stages, StageResults results, WaveControl control,
            MapUploads maps, GameCatalog catalog, LiveUpdates live, ErrorSentences sentences) {
        this.sentences = sentences;
        this.live = live;
        this.maps = maps;
        this.catalog = catalog;
        this.contests = contests;
        this.control = control;
        this.stages = stages;
        this.results = results;
    }

    /**
     * One stage as the page shows it; to organizers a stage not started yet also shows its preview (or why it cannot
     * be planned now).
     */
    record StageCard(Stage stage, List<StageStore.Part> parts, List<Map<String, Integer>> progress,
            List<StageResults.Row> rows, StagePreview preview, String previewError) {

        static final String RUNNING = "running";

        /** The preview's estimated duration in whole minutes (at least one), or null before any game was measured. */
        public Long estimatedMinutes() {
            return preview == null ? null : preview.estimated().map(time -> Math.max(1, time.toMinutes())).orElse(null);
        }

        /** The measured time of one game the estimate stands on, in whole seconds (at least one). */
        public Long gameSeconds() {
            return preview == null ? null : preview.gameTime().map(time -> Math.max(1, time.toSeconds())).orElse(null);
        }

        /** What the page shows of the parts, as its live updates compare it. */
        public String state() {
            return state(parts, progress);
        }

        /** The parts' waves and game counts; it starts with {@value #RUNNING} while a part runs. */
        static String state(List<StageStore.Part> parts, List<Map<String, Integer>> progress) {
            StringBuilder state = new StringBuilder(parts.stream().allMatch(StageStore.Part::finished) ? "idle" : RUNNING);
            for (int i = 0; i < parts.size(); i++) {
                StageStore.Part part = parts.get(i);
                state.append(' ').append(part.part()).append(':').append(part.wave()).append(':')
                        .append(part.finished() ? "done" : part.paused() ? "paused" : "on").append(':')
                        .append(new TreeMap<>(i < progress.size() ? progress.get(i) : Map.of()));
            }
            return state.toString();
        }

        /** The next part can start: one is left and none is running. */
        public boolean startable() {
            return parts.size() < stage.parts() && parts.stream().allMatch(StageStore.Part::finished);
        }

        /** Every part has been played and the results are not public yet. */
        public boolean publishable() {
            return !stage.published() && parts.size() == stage.parts() && parts.stream().allMatch(StageStore.Part::finished);
        }

        /** The part being played, or {@code null}. */
        public StageStore.Part running() {
            return parts.stream().filter(part -> !part.finished()).findFirst().orElse(null);
        }

        /** How many games of part {@code index} have this match status. */
        public int count(int index, String status) {
            return progress.get(index).getOrDefault(status, 0);
        }
    }

    @GetMapping("/contests/{slug}/stages")
    String listStages(@PathVariable String slug, @AuthenticationPrincipal ArenaUser me, Locale locale, Model model) {
        Contest contest = contest(slug);
        boolean organizer = StageService.organizes(contest, me);
        List<StageCard> cards = stages.visible(contest, me).stream().map(stage -> card(contest, stage, me, organizer))
                .toList();
        model.addAttribute("formats", catalog.info(contest.getGame()).formats());
        model.addAttribute("kinds", StageKind.values());
        model.addAttribute("contest", contest);
        model.addAttribute("cards", cards);
        model.addAttribute("organizer", organizer);
        model.addAttribute("contestMaps", maps.visible(contest, me));
        model.addAttribute("mapFiles", catalog.engine(contest.getGame()).mapFiles().isPresent());
        model.addAttribute("mapLegend", maps.legend(contest, locale));
        model.addAttribute("maxMapKib", MapFiles.MAX_BYTES / 1024);
        return LIST_VIEW;
    }

    /** One stage's part of the page, which the page swaps in while a part runs. */
    @GetMapping("/contests/{slug}/stages/{id}/card")
    String showStage(@PathVariable String slug, @PathVariable long id, @AuthenticationPrincipal ArenaUser me,
            Model model) {
        Contest contest = contest(slug);
        boolean organizer = StageService.organizes(contest, me);
        model.addAttribute("contest", contest);
        model.addAttribute("cards", List.of(card(contest, stages.visible(contest, id, me), me, organizer)));
        model.addAttribute("organizer", organizer);
        return LIST_VIEW + " :: stage";
    }

    /** Server-sent events while a part of the stage runs (see {@link LiveUpdates}): the page swaps the stage in. */
    @GetMapping(value = "/contests/{slug}/stages/{id}/events", produces = MediaType.TEXT_EVENT_STREAM_VALUE)
    SseEmitter followStage(@PathVariable String slug, @PathVariable long id, @AuthenticationPrincipal ArenaUser me,
            HttpServletRequest request) {
        Contest contest = contest(slug);
        Stage stage = stages.visible(contest, id, me);
        return live.follow(request, () -> StageCard.state(stages.parts(stage), stages.progress(stage)),
                state -> !state.startsWith(StageCard.RUNNING));
    }

    private StageCard card(Contest contest, Stage stage, ArenaUser me, boolean organizer) {
        List<StageStore.Part> parts = stages.parts(stage);
        StagePreview preview = null;
        String previewError = null;
        if (organizer && parts.isEmpty()) {
            try {
                preview = stages.preview(contest, stage, me);
            } catch (ArenaException e) {
                previewError = sentences.line(e);
            } catch (IllegalArgumentException e) {
                // the planner's own refusal (too few entrants for the format): the stage cannot start now either
                previewError = "TOO_FEW_ENTRANTS: "
                        + (e instanceof MessageSourceResolvable refusal ? sentences.of(refusal) : e.getMessage());
            }
        }
        return new StageCard(stage, parts, stages.progress(stage), results.rows(stage), preview, previewError);
    }

    /** The page's form for a new stage; the API takes every setting, the form the common ones. */
    @PostMapping("/contests/{slug}/stages")
    String createStage(@PathVariable String slug, @RequestParam(defaultValue = "") String name,
            @RequestParam(defaultValue = "") String kind, @RequestParam(defaultValue = "") String format,
            @RequestParam(required = false) Integer waves, @RequestParam(required = false) Integer repeats,
            @RequestParam(defaultValue = "") String maps, @RequestParam(required = false) Integer top,
            @RequestParam(required = false) Long sourceStageId, @RequestParam(required = false) Integer ladderBest,
            @RequestParam(required = false) Integer parts, @AuthenticationPrincipal ArenaUser me,
            RedirectAttributes redirect) {
        Contest contest = contest(slug);
        List<String> mapIds = Arrays.stream(maps.split("[,\\s]+")).filter(id -> !id.isEmpty()).toList();
        // back to where the organizer looks: the new stage, or the form with its error
        String anchor;
        try {
            Stage stage = stages.create(contest, new StageForm(name, kind, format, waves, repeats, mapIds, null, null, null,
                    null, sourceStageId, top == null ? 0 : top, ladderBest, parts), me);
            anchor = "#stage-" + stage.id();
        } catch (ArenaException e) {
            if ("FORBIDDEN".equals(e.code())) {
                throw e;
            }
            redirect.addFlashAttribute("stageError", sentences.line(e));
            anchor = "#new-stage";
        }
        return "redirect:/contests/" + contest.getSlug() + "/stages" + anchor;
    }

    @PostMapping("/contests/{slug}/stages/{id}/parts")
    String startPart(@PathVariable String slug, @PathVariable long id, @AuthenticationPrincipal ArenaUser me) {
        return act(slug, id, me, stages::start);
    }

    @PostMapping("/contests/{slug}/stages/{id}/publish")
    String publish(@PathVariable String slug, @PathVariable long id, @AuthenticationPrincipal ArenaUser me) {
        return act(slug, id, me, stages::publish);
    }

    @PostMapping("/contests/{slug}/stages/{id}/pause")
    String pause(@PathVariable String slug, @PathVariable long id, @AuthenticationPrincipal ArenaUser me) {
        return act(slug, id, me, control::pause);
    }

    @PostMapping("/contests/{slug}/stages/{id}/resume")
    String resume(@PathVariable String slug, @PathVariable long id, @AuthenticationPrincipal ArenaUser me) {
        return act(slug, id, me, control::resume);
    }

    @PostMapping("/contests/{slug}/stages/{id}/rerun")
    String rerun(@PathVariable String slug, @PathVariable long id, @AuthenticationPrincipal ArenaUser me) {
        return act(slug, id, me, control::rerun);
    }

    /** Does `action` to a stage the user can see, then shows the stages page again. */
    private String act(String slug, long id, ArenaUser me, StageAction action) {
        Contest contest = contest(slug);
        action.apply(contest, stages.visible(contest, id, me), me);
        return "redirect:/contests/" + contest.getSlug() + "/stages";
    }

    private Contest contest(String slug) {
        return contests.findBySlug(slug).orElseThrow(() -> new ArenaException(HttpStatus.NOT_FOUND, "UNKNOWN_CONTEST",
                "error.UNKNOWN_CONTEST", slug));
    }
}
