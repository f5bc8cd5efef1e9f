package arena.platform.stage;

import arena.platform.account.ArenaUser;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestRepository;
import arena.platform.error.ArenaException;
import arena.platform.stage.plan.StagePreview;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.springframework.http.HttpStatus;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
@Tag(name = "Stages", description = "A contest's stages: their settings, progress and standings")
class StageApiController {

    private final ContestRepository contests;
    private final StageService stages;
    private final StageResults results;
    private final WaveControl control;

    StageApiController(ContestRepository contests, StageService stages, StageResults results, WaveControl control) {
        this.contests = contests;
        this.control = control;
        this.stages = stages;
        this.results = results;
    }

    /** A part as the API shows it: the games of its started waves by status. */
    record PartView(int part, int wave, Instant startedAt, Instant finishedAt, Instant pausedAt,
            Map<String, Integer> games) {
    }

    record StageView(long id, String name, String kind, String format, int waves, int repeats, List<String> maps,
            List<Integer> points, String tiePolicy, String fillerBot, Long sourceStageId, int top, int ladderBest,
            int parts, boolean published, List<PartView> started) {
    }

    @Operation(summary = "A contest's stages",
            description = "Published stages for everyone; organizers and admins also see the others. 404 UNKNOWN_CONTEST.")
    @GetMapping("/api/contests/{slug}/stages")
    List<StageView> listStages(@PathVariable String slug, @AuthenticationPrincipal ArenaUser me) {
        return stages.visible(contest(slug), me).stream().map(this::view).toList();
    }

    @Operation(summary = "A stage's standings (rank, username, points, games)",
            description = "By points, ties to the earlier submission. 404 UNKNOWN_STAGE until published, except for "
                    + "organizers and admins.")
    @GetMapping("/api/contests/{slug}/stages/{id}/standings")
    List<StageResults.Row> listStandings(@PathVariable String slug, @PathVariable long id,
            @AuthenticationPrincipal ArenaUser me) {
        return results.rows(stages.visible(contest(slug), id, me));
    }

    @Operation(summary = "Creates a stage (organizers and admins)",
            description = "kind WAVES, ALL_PAIRS or ONE_GAME_PER_MAP (a solo format, ranked per map); top: the entrants from the ladder or from sourceStageId, plus "
                    + "ladderBest non-qualifiers; unset points, tiePolicy, maps, waves take the game's defaults.")
    @PostMapping("/api/contests/{slug}/stages")
    StageView createStage(@PathVariable String slug, @RequestBody StageForm form, @AuthenticationPrincipal ArenaUser me) {
        return view(stages.create(contest(slug), form, me));
    }

    @Operation(summary = "What starting the stage now would play (organizers and admins)")
    @GetMapping("/api/contests/{slug}/stages/{id}/preview")
    StagePreview showPreview(@PathVariable String slug, @PathVariable long id, @AuthenticationPrincipal ArenaUser me) {
        Contest contest = contest(slug);
        return stages.preview(contest, stages.visible(contest, id, me), me);
    }

    @Operation(summary = "Starts the stage's next part (organizers and admins)",
            description = "Freezes the ladder, snapshots the entrants' strategies and queues the first wave. "
                    + "409 PART_RUNNING, STAGE_DONE or TOO_FEW_ENTRANTS.")
    @PostMapping("/api/contests/{slug}/stages/{id}/parts")
    StageView startPart(@PathVariable String slug, @PathVariable long id, @AuthenticationPrincipal ArenaUser me) {
        return act(slug, id, me, stages::start);
    }

    @Operation(summary = "Pauses the running part after its current wave (organizers and admins)",
            description = "The wave's queued games still play; the next wave waits for resume. 409 NO_PART_RUNNING.")
    @PostMapping("/api/contests/{slug}/stages/{id}/pause")
    StageView pause(@PathVariable String slug, @PathVariable long id, @AuthenticationPrincipal ArenaUser me) {
        return act(slug, id, me, control::pause);
    }

    @Operation(summary = "Resumes a paused part (organizers and admins)",
            description = "A wave that ended during the pause moves on at once. 409 NO_PART_RUNNING or NOT_PAUSED.")
    @PostMapping("/api/contests/{slug}/stages/{id}/resume")
    StageView resume(@PathVariable String slug, @PathVariable long id, @AuthenticationPrincipal ArenaUser me) {
        return act(slug, id, me, control::resume);
    }

    @Operation(summary = "Plays the paused part's current wave again (organizers and admins)",
            description = "Its earlier games are set aside unscored; the same plan is queued again. 409 NOT_PAUSED "
                    + "or WAVE_RUNNING while its games are still queued or running.")
    @PostMapping("/api/contests/{slug}/stages/{id}/rerun")
    StageView rerun(@PathVariable String slug, @PathVariable long id, @AuthenticationPrincipal ArenaUser me) {
        return act(slug, id, me, control::rerun);
    }

    @Operation(summary = "Publishes a finished stage's results (organizers and admins)",
            description = "409 STAGE_NOT_FINISHED while a part is to be played.")
    @PostMapping("/api/contests/{slug}/stages/{id}/publish")
    StageView publish(@PathVariable String slug, @PathVariable long id, @AuthenticationPrincipal ArenaUser me) {
        Contest contest = contest(slug);
        return view(stages.publish(contest, stages.visible(contest, id, me), me));
    }

    /** Does `action` to a stage the user can see and answers with the stage as it is then. */
    private StageView act(String slug, long id, ArenaUser me, StageAction action) {
        Contest contest = contest(slug);
        action.apply(contest, stages.visible(contest, id, me), me);
        return view(stages.visible(contest, id, me));
    }

    private Contest contest(String slug) {
        return contests.findBySlug(slug).orElseThrow(() -> new ArenaException(HttpStatus.NOT_FOUND, "UNKNOWN_CONTEST",
                "error.UNKNOWN_CONTEST", slug));
    }

    private StageView view(Stage stage) {
        List<Map<String, Integer>> progress = stages.progress(stage);
        List<StageStore.Part> parts = stages.parts(stage);
        List<PartView> started = new java.util.ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            StageStore.Part part = parts.get(i);
            started.add(new PartView(part.part(), part.wave() + 1, part.startedAt(), part.finishedAt(), part.pausedAt(),
                    progress.get(i)));
        }
        return new StageView(stage.id(), stage.name(), stage.kind().name(), stage.format(), stage.waves(), stage.repeats(),
                stage.maps(), stage.points(), stage.tiePolicy().name(), stage.fillerBot(), stage.sourceStageId(),
                stage.topN(), stage.ladderBest(), stage.parts(), stage.published(), started);
    }
}
