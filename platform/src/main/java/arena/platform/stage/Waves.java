package arena.platform.stage;

import arena.game.api.BotInfo;
import arena.game.api.EngineInfo;
import arena.game.api.Format;
import arena.platform.contest.Contest;
import arena.platform.contest.GameCatalog;
import arena.platform.job.JobPriority;
import arena.platform.match.Match;
import arena.platform.match.MatchCreation;
import arena.platform.match.MatchKind;
import arena.platform.match.SeatEntry;
import arena.platform.stage.plan.StageGame;
import arena.platform.stage.plan.StagePlan;
import arena.platform.stage.plan.StagePlanner;
import arena.platform.stage.plan.StageSeat;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/** Turns a part's plan into matches, one wave at a time. The plan is recomputed from the stored seed. */
@Component
class Waves {

    private static final Logger log = LoggerFactory.getLogger(Waves.class);
    /** Above the ladder's rated games: a stage's wave holds up the next one. */
    static final int PRIORITY = JobPriority.STAGE.level();
    /** The built-in bot every game with seats to fill has (see each engine's bots). */

    private final StageStore store;
    private final MatchCreation matches;
    private final GameCatalog catalog;

    Waves(StageStore store, MatchCreation matches, GameCatalog catalog) {
        this.store = store;
        this.matches = matches;
        this.catalog = catalog;
    }

    StagePlan plan(Contest contest, Stage stage, List<Long> entrants, long seed) {
        return StagePlanner.plan(stage.planSettings(format(contest, stage)), entrants, seed);
    }

    Format format(Contest contest, Stage stage) {
        return catalog.info(contest.getGame()).format(stage.format()).orElseThrow(() ->
                new IllegalStateException("stage " + stage.id() + " plays " + stage.format() + ", no format of "
                        + contest.getGame()));
    }

    /**
     * The bot that plays an empty seat: the stage's filler, else the game's own filler bot; null when the game has
     * neither (then an entrant out of play keeps their seat, and a banned one's games are refused when leased).
     */
    private String emptySeat(Contest contest, Stage stage) {
        EngineInfo info = catalog.info(contest.getGame());
        if (stage.fillerBot() != null) {
            return info.bot(stage.fillerBot()).isPresent() ? stage.fillerBot() : null;
        }
        return info.fillerBot().map(BotInfo::id).orElse(null);
    }

    /**
     * Queues the games of one wave of a part. An entrant whose strategy an admin disabled, or whose account an admin
     * banned, has their seat left empty in the games queued from then on.
     */
    void enqueue(Contest contest, Stage stage, StageStore.Part part, StagePlan plan, int wave) {
        Map<Long, StageStore.Snapshot> entrants = store.entrants(part.id());
        Map<Long, String> names = store.usernames(new ArrayList<>(entrants.keySet()));
        Set<Long> out = store.outOfPlay(part.id());
        String empty = emptySeat(contest, stage);
        List<StageGame> games = plan.wave(wave);
        for (StageGame game : games) {
            List<SeatEntry> seats = new ArrayList<>();
            Map<String, Integer> botCount = new HashMap<>();
            for (StageSeat seat : game.seats()) {
                if (seat instanceof StageSeat.Entrant entrant && !(out.contains(entrant.userId()) && empty != null)) {
                    seats.add(SeatEntry.strategy(names.get(entrant.userId()),
                            entrants.get(entrant.userId()).submissionId(), entrant.userId()));
                } else {
                    // a filler, or the seat of an entrant an admin took out (disabled strategy, banned account): left
                    // empty, played by a bot, so the entrant scores nothing more and nobody else moves into the plan
                    String bot = seat instanceof StageSeat.Filler filler ? filler.botId() : empty;
                    if (seat instanceof StageSeat.Entrant entrant) {
                        log.info("contest={} stage={} part={} wave {}: {} is out of play, its seat is left to {}",
                                contest.getSlug(), stage.id(), part.part(), wave + 1, names.get(entrant.userId()), bot);
                    }
                    // several bots in one game are told apart as acceptance games name copies: idle, idle (2)
                    int n = botCount.merge(bot, 1, Integer::sum);
                    seats.add(SeatEntry.bot(n == 1 ? bot : bot + " (" + n + ")", bot));
                }
            }
            Match match = matches.create(contest, new MatchCreation.Request(MatchKind.ROUND, stage.format(), game.map(),
                    stage.options(), seats, null, null, PRIORITY));
            store.game(match.getId(), part.id(), wave);
        }
        store.wave(part.id(), wave);
        log.info("contest={} stage={} part={} wave {}/{}: {} game(s) queued", contest.getSlug(), stage.id(), part.part(),
                wave + 1, plan.waves(), games.size());
    }
}
