package arena.platform.ladder;

import arena.platform.contest.Contest;
import arena.platform.contest.ContestService;
import arena.platform.job.JobPriority;
import arena.platform.job.WorkerRegistry;
import arena.platform.match.MatchCreation;
import arena.platform.match.MatchKind;
import arena.platform.match.SeatEntry;
import arena.platform.rating.Matchmaker;
import arena.platform.rating.PlannedGame;
import arena.platform.rating.LadderPace;
import arena.platform.rating.LadderPlayer;
import arena.platform.rating.LadderSettings;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * One run of the ladder scheduler over every contest with a rated ladder, in one transaction under the
 * scheduler's database lock, so that with several site instances exactly one of them runs at a time (the
 * others skip the turn). The pure {@link LadderPace} says how many games are due and how many the queue
 * has room for (rated games waiting per live worker slot: when workers fall behind it waits), and the pure
 * {@link Matchmaker} decides them over the contest's active players, whose main strategies play.
 */
@Service
public class LadderScheduling {

    private static final Logger log = LoggerFactory.getLogger(LadderScheduling.class);
    /** Below compilations, acceptance games and stage games; above custom games ({@link JobPriority}). */
    public static final int PRIORITY = JobPriority.RATED.level();

    private final ContestLocks locks;
    private final ContestService contests;
    private final ContestLadderService ladders;
    private final LadderPool pool;
    private final RatingStore store;
    private final MatchCreation matches;
    private final WorkerRegistry workers;
    private final SplittableRandom random = new SplittableRandom();

    LadderScheduling(ContestLocks locks, ContestService contests, ContestLadderService ladders, LadderPool pool,
            RatingStore store, MatchCreation matches, WorkerRegistry workers) {
        this.locks = locks;
        this.contests = contests;
        this.ladders = ladders;
        this.pool = pool;
        this.store = store;
        this.matches = matches;
        this.workers = workers;
    }

    /**
     * What one run did.
     *
     * @param ran     false when another instance held the scheduler's lock, so this one did nothing
     * @param created rated games created, in every contest
     */
    public record Run(boolean ran, int created) {
    }

    @Transactional
    public Run runOnce() {
        if (!locks.scheduler()) {
            log.debug("ladder scheduler: another instance is running it");
            return new Run(false, 0);
        }
        Instant now = Instant.now();
        int slots = workers.anyonesCodeSlots();
        int queued = pool.queued();
        int created = 0;
        for (Contest contest : contests.list()) {
            if (!ladders.rated(contest.getGame())) {
                continue;
            }
            int made = schedule(contest, now, slots, queued);
            queued += made;
            created += made;
        }
        return new Run(true, created);
    }

    private int schedule(Contest contest, Instant now, int slots, int queued) {
        ContestLadder row = ladders.lockForScheduling(contest);
        // the ratings' lock before touching players' rows: a game being rated meanwhile waits for this run instead
        // of locking those rows in another order (a deadlock)
        locks.ratings(contest.getId());
        Optional<LadderSetup> found = ladders.resolve(contest, row);
        if (found.isEmpty()) {
            return 0;
        }
        LadderSetup setup = found.get();
        LadderSettings settings = setup.settings();
        LadderPool.Pool active = pool.active(contest.getId(), now, settings.recentWindow());
        LadderPace.Decision decision = new LadderPace(settings).decide(now, setup.pacedUntil(),
                active.players().size(), queued, slots, setup.frozen() || !contest.ladderOpen(now));
        List<PlannedGame> planned = decision.games() == 0 ? List.of()
                : new Matchmaker(settings).plan(active.players(), decision.games(), now, random);
        for (PlannedGame game : planned) {
            List<SeatEntry> seats = game.seats().stream().map(player -> SeatEntry.strategy(
                    active.usernames().get(player.userId()), player.strategyId(), player.userId())).toList();
            matches.create(contest, new MatchCreation.Request(MatchKind.RATED, game.format().id(), null, setup.options(),
                    seats, null, null, PRIORITY));
            store.scheduled(contest.getId(), game.seats().stream().map(LadderPlayer::userId).toList(), now);
        }
        row.pacedUntil(decision.pacedUntil(planned.size()));
        if (!planned.isEmpty()) {
            log.info("contest={} ladder: {} rated game(s) created for {} active players ({} queued, {} worker slots)",
                    contest.getSlug(), planned.size(), active.players().size(), queued, slots);
        }
        return planned.size();
    }
}
