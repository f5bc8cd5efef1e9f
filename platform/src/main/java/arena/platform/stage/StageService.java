package arena.platform.stage;

import arena.game.api.BotInfo;
import arena.game.api.EngineInfo;
import arena.game.api.Format;
import arena.game.api.GameMap;
import arena.game.api.ScoreOrder;
import arena.game.api.TiePolicy;
import arena.platform.account.ArenaUser;
import arena.platform.audit.AdminAudit;
import arena.platform.audit.SettingsDiff;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestAccess;
import arena.platform.contest.ContestMaps;
import arena.platform.contest.GameCatalog;
import arena.platform.contest.OrganizerLimits;
import arena.platform.error.ArenaException;
import arena.platform.job.WorkerRegistry;
import arena.platform.ladder.ContestLadderService;
import arena.platform.stage.plan.PlanRefusal;
import arena.platform.stage.plan.PlanSettings;
import arena.platform.stage.plan.StageKind;
import arena.platform.stage.plan.StagePlan;
import arena.platform.stage.plan.StagePreview;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * What organizers do with stages: create one, preview it, start its parts, publish its results. Who may see a
 * stage is decided here too: everyone once published, organizers and admins before.
 */
@Service
public class StageService {

    private static final Logger log = LoggerFactory.getLogger(StageService.class);

    private final StageStore store;
    private final Waves waves;
    private final Entrants entrants;
    private final GameCatalog catalog;
    private final ContestLadderService ladders;
    private final ContestMaps contestMaps;
    private final AdminAudit audit;
    private final OrganizerLimits limits;
    private final WorkerRegistry workers;
    private final SecureRandom seeds = new SecureRandom();

    /** The longest list of maps a stage plays in turn (a map may come back in it). */
    static final int MAX_MAPS = 100;
    /** How many of a game's last finished games give its typical time. */
    static final int RECENT_GAMES = 200;

    StageService(StageStore store, Waves waves, Entrants entrants, GameCatalog catalog, ContestLadderService ladders,
            ContestMaps contestMaps, AdminAudit audit, OrganizerLimits limits, WorkerRegistry workers) {
        this.workers = workers;
        this.contestMaps = contestMaps;
        this.limits = limits;
        this.audit = audit;
        this.store = store;
        this.waves = waves;
        this.entrants = entrants;
        this.catalog = catalog;
        this.ladders = ladders;
    }

    /** Whether this user runs the contest's stages (and sees them before they are published). */
    static boolean organizes(Contest contest, ArenaUser user) {
        return ContestAccess.runs(contest, user);
    }

    /** The stages this viewer may see. */
    @Transactional(readOnly = true)
    public List<Stage> visible(Contest contest, ArenaUser viewer) {
        return store.stages(contest.getId()).stream().filter(stage -> stage.published() || organizes(contest, viewer)).toList();
    }

    /** A stage this viewer may see; to anybody else it does not exist. */
    @Transactional(readOnly = true)
    public Stage visible(Contest contest, long id, ArenaUser viewer) {
        return store.stage(contest.getId(), id).filter(stage -> stage.published() || organizes(contest, viewer))
                .orElseThrow(() -> new ArenaException(HttpStatus.NOT_FOUND, "UNKNOWN_STAGE",
                        "error.UNKNOWN_STAGE", contest.getName(), id));
    }

    /** Counts of a stage's started parts' games by status, for the organizer watching it. */
    @Transactional(readOnly = true)
    public List<Map<String, Integer>> progress(Stage stage) {
        return store.parts(stage.id()).stream().map(part -> store.progress(part.id())).toList();
    }

    @Transactional(readOnly = true)
    public List<StageStore.Part> parts(Stage stage) {
        return store.parts(stage.id());
    }

    /**
     * A new stage, checked against the game: its format and maps, its filler bot, its options within the game's
     * bounds, and the planner's own rules (at least {@value PlanSettings#MIN_WAVES} waves a part, and so on).
     */
    @Transactional
    public Stage create(Contest contest, StageForm form, ArenaUser by) {
        ContestAccess.require(contest, by);
        EngineInfo info = catalog.info(contest.getGame());
        if (form.name() == null || form.name().isBlank() || form.name().length() > 64) {
            throw invalid("INVALID_NAME", "error.INVALID_NAME.stage");
        }
        StageKind kind = parse(StageKind.class, form.kind(), "UNKNOWN_KIND");
        Format format = info.format(form.format() == null ? "" : form.format())
                .orElseThrow(() -> invalid("UNKNOWN_FORMAT", "error.UNKNOWN_FORMAT", info.name(), form.format()));
        List<String> maps = form.maps() == null || form.maps().isEmpty()
                ? info.maps().stream().filter(map -> map.fits(format)).map(GameMap::id).toList() : form.maps();
        if (maps.size() > MAX_MAPS) {
            throw invalid("INVALID_STAGE", "error.INVALID_STAGE.maps", MAX_MAPS, maps.size());
        }
        for (String id : maps) {
            // the game's own maps, or the contest's (secret until this stage or another that plays them is published)
            GameMap map = info.map(id).or(() -> contestMaps.find(contest.getId(), id).map(ContestMaps.ContestMap::gameMap))
                    .orElseThrow(() -> invalid("UNKNOWN_MAP", "error.UNKNOWN_MAP.stage", info.name(), id,
                            contest.getName()));
            if (!map.fits(format)) {
                throw invalid("MAP_TOO_SMALL", "error.MAP_TOO_SMALL", map.name(), map.seats(), format.seats());
            }
        }
        List<Integer> points = form.points() == null || form.points().isEmpty()
                ? info.stageScoring().table().points() : form.points();
        if (points.size() > 50 || points.stream().anyMatch(p -> p == null || p < 0 || p > 1_000_000)) {
            throw invalid("INVALID_POINTS", "error.INVALID_POINTS");
        }
        TiePolicy ties = form.tiePolicy() == null ? info.stageScoring().table().tiePolicy()
                : parse(TiePolicy.class, form.tiePolicy(), "UNKNOWN_TIE_POLICY");
        if (ties == TiePolicy.GAME && (kind == StageKind.ONE_GAME_PER_MAP || info.scoreOrder() != ScoreOrder.HIGHER_IS_BETTER)) {
            throw invalid("INVALID_TIE_POLICY", "error.INVALID_TIE_POLICY", info.name(), String.valueOf(kind));
        }
        String filler = kind != StageKind.WAVES ? null
                : form.fillerBot() != null ? form.fillerBot() : info.fillerBot().map(BotInfo::id).orElse(null);
        if (filler != null && info.bot(filler).isEmpty()) {
            throw invalid("UNKNOWN_BOT", "error.UNKNOWN_BOT", info.name(), filler);
        }
        Map<String, String> options = ContestLadderService.checkOptions(catalog.engine(contest.getGame()),
                List.of(format), form.options() == null ? Map.of() : form.options());
        int parts = form.parts() == null ? 1 : form.parts();
        if (parts < 1 || parts > 10) {
            throw invalid("INVALID_PARTS", "error.INVALID_PARTS", parts);
        }
        int ladderBest = form.ladderBest() == null ? 0 : form.ladderBest();
        if (form.top() < 1 || form.top() > limits.stageTop() || ladderBest < 0 || ladderBest > limits.stageTop()) {
            throw invalid("INVALID_ENTRANTS", "error.INVALID_ENTRANTS", limits.stageTop(), form.top(), ladderBest);
        }
        if (form.sourceStageId() != null && store.stage(contest.getId(), form.sourceStageId()).isEmpty()) {
            throw invalid("UNKNOWN_STAGE", "error.UNKNOWN_STAGE.source", contest.getName(), form.sourceStageId());
        }
        int waveCount = kind == StageKind.WAVES ? (form.waves() == null ? PlanSettings.MIN_WAVES : form.waves()) : 0;
        int repeats = kind == StageKind.ALL_PAIRS ? (form.repeats() == null ? 1 : form.repeats()) : 0;
        if (waveCount > limits.stageWaves()) {
            throw invalid("INVALID_STAGE", "error.INVALID_STAGE.waves", limits.stageWaves(), waveCount);
        }
        if (repeats > limits.stageRepeats()) {
            throw invalid("INVALID_STAGE", "error.INVALID_STAGE.repeats", limits.stageRepeats(), repeats);
        }
        try {
            new PlanSettings(kind, format, waveCount, repeats, maps, filler);
        } catch (IllegalArgumentException e) {
            throw e instanceof PlanRefusal refusal ? invalid("INVALID_STAGE", refusal.key(), refusal.getArguments())
                    : invalid("INVALID_STAGE", "error.INVALID_STAGE.plan", e.getMessage());
        }
        Stage draft = new Stage(0, contest.getId(), form.name().trim(), kind, format.id(), waveCount, repeats, maps,
                points, ties, filler, options, form.sourceStageId(), form.top(), ladderBest, parts, null);
        long id = store.insert(draft);
        audit.recordSettings(by, "CREATE_STAGE", "stage", String.valueOf(id), "contest: " + contest.getSlug() + "; "
                + SettingsDiff.describe(draft, Set.of("id", "contestId", "publishedAt")));
        log.info("contest={} stage={} {} created by {}: {} {}, top {}{}", contest.getSlug(), id, draft.name(), by.username(),
                kind, format.id(), form.top(), form.sourceStageId() == null ? " of the ladder"
                        : " of stage " + form.sourceStageId() + " + " + ladderBest + " of the ladder");
        return store.stage(contest.getId(), id).orElseThrow();
    }

    /**
     * What starting the stage now would play, and how long: the median time of the game's recent games here, on the
     * match slots of the workers that run contestants' code.
     */
    @Transactional(readOnly = true)
    public StagePreview preview(Contest contest, Stage stage, ArenaUser by) {
        ContestAccess.require(contest, by);
        List<Long> chosen = entrants.qualified(contest, stage);
        if (chosen.size() < (stage.kind() == StageKind.ALL_PAIRS ? 2 : 1)) {
            throw new ArenaException(HttpStatus.CONFLICT, "TOO_FEW_ENTRANTS", "error.TOO_FEW_ENTRANTS",
                    chosen.size());
        }
        // any seed gives the same counts: waves and games per part depend on the number of entrants only
        StagePlan plan = waves.plan(contest, stage, chosen, 0);
        return StagePreview.of(plan, stage.parts(), store.medianGameTime(contest.getGame(), RECENT_GAMES),
                workers.anyonesCodeSlots());
    }

    /**
     * Starts the next part: freezes the ladder, snapshots the entrants' strategies (the last accepted non-test
     * submission before now), draws the seed and queues wave 1. Parts run one after another.
     */
    @Transactional
    public StageStore.Part start(Contest contest, Stage visible, ArenaUser by) {
        ContestAccess.require(contest, by);
        Stage stage = store.lockStage(visible.id());
        List<StageStore.Part> started = store.parts(stage.id());
        if (started.stream().anyMatch(part -> !part.finished())) {
            throw new ArenaException(HttpStatus.CONFLICT, "PART_RUNNING", "error.PART_RUNNING", stage.name());
        }
        if (started.size() >= stage.parts()) {
            throw new ArenaException(HttpStatus.CONFLICT, "STAGE_DONE", "error.STAGE_DONE", stage.name(),
                    stage.parts());
        }
        Instant now = Instant.now();
        // the entrants are chosen once, at the first part; later parts take the same players with newer strategies
        List<Long> players = started.isEmpty() ? entrants.qualified(contest, stage)
                : new ArrayList<>(store.entrants(started.get(0).id()).keySet());
        long seed = seeds.nextLong();
        long partId = store.insertPart(stage.id(), started.size() + 1, seed, now);
        List<Long> snapshotted = new ArrayList<>();
        for (long userId : players) {
            store.lastAccepted(contest.getId(), userId, now).ifPresent(last -> {
                store.entrant(partId, userId, last.submissionId(), last.submittedAt());
                snapshotted.add(userId);
            });
        }
        StagePlan plan;
        try {
            plan = waves.plan(contest, stage, snapshotted, seed);
        } catch (IllegalArgumentException e) {
            throw e instanceof PlanRefusal refusal
                    ? new ArenaException(HttpStatus.CONFLICT, "TOO_FEW_ENTRANTS", refusal.key(), refusal.getArguments())
                    : new ArenaException(HttpStatus.CONFLICT, "TOO_FEW_ENTRANTS", "error.TOO_FEW_ENTRANTS.plan", e.getMessage());
        }
        ladders.freeze(contest.getId(), true);
        StageStore.Part part = store.part(partId);
        waves.enqueue(contest, stage, part, plan, 0);
        audit.recordSettings(by, "START_STAGE", "stage", String.valueOf(stage.id()), "contest: " + contest.getSlug()
                + "; part " + part.part() + " of " + stage.parts() + ": " + snapshotted.size() + " entrants, "
                + plan.games().size() + " games in " + plan.waves() + " waves");
        log.info("contest={} stage={} part {} started by {}: {} entrants, {} games in {} waves", contest.getSlug(),
                stage.id(), part.part(), by.username(), snapshotted.size(), plan.games().size(), plan.waves());
        return part;
    }

    /** Makes a finished stage's results public. */
    @Transactional
    public Stage publish(Contest contest, Stage visible, ArenaUser by) {
        ContestAccess.require(contest, by);
        Stage stage = store.lockStage(visible.id());
        List<StageStore.Part> parts = store.parts(stage.id());
        if (parts.size() < stage.parts() || parts.stream().anyMatch(part -> !part.finished())) {
            throw new ArenaException(HttpStatus.CONFLICT, "STAGE_NOT_FINISHED", "error.STAGE_NOT_FINISHED",
                    stage.name(), parts.stream().filter(StageStore.Part::finished).count(), stage.parts());
        }
        if (!stage.published()) {
            store.published(stage.id(), Instant.now());
            audit.recordSettings(by, "PUBLISH_STAGE", "stage", String.valueOf(stage.id()), "contest: "
                    + contest.getSlug() + "; " + stage.name() + ": results public");
            log.info("contest={} stage={} published by {}", contest.getSlug(), stage.id(), by.username());
        }
        return store.stage(contest.getId(), stage.id()).orElseThrow();
    }

    private static <E extends Enum<E>> E parse(Class<E> type, String value, String code) {
        try {
            return Enum.valueOf(type, value == null ? "" : value.trim().toUpperCase());
        } catch (IllegalArgumentException e) {
            throw invalid(code, "error.INVALID_INPUT.choice", String.valueOf(List.of(type.getEnumConstants())), value);
        }
    }

    private static ArenaException invalid(String code, String key, Object... arguments) {
        return new ArenaException(HttpStatus.BAD_REQUEST, code, key, arguments);
    }
}
