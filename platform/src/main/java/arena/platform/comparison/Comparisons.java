package arena.platform.comparison;

import arena.game.api.EngineInfo;
import arena.game.api.Format;
import arena.game.api.GameMap;
import arena.game.api.SeatResult;
import arena.platform.account.ArenaUser;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestService;
import arena.platform.contest.GameCatalog;
import arena.platform.error.ArenaException;
import arena.platform.job.JobPriority;
import arena.platform.match.Match;
import arena.platform.match.MatchCreation;
import arena.platform.match.MatchFinished;
import arena.platform.match.MatchKind;
import arena.platform.match.MatchQueries;
import arena.platform.match.MatchSeat;
import arena.platform.match.MatchStatus;
import arena.platform.match.SeatEntry;
import arena.platform.match.SeatNames;
import arena.platform.rating.TeamPlaces;
import arena.platform.submission.Submission;
import arena.platform.submission.SubmissionRepository;
import arena.platform.submission.SubmissionStatus;
import jakarta.persistence.EntityManager;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.event.EventListener;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * A/B comparisons: creating one (every pair's two games queued at once, at the custom games' priority, below every
 * game a contest depends on), and following its games' ends to the sequential stop ({@link SequentialDesign}).
 */
@Service
public class Comparisons {

    private static final Logger log = LoggerFactory.getLogger(Comparisons.class);
    static final int PRIORITY = JobPriority.CUSTOM.level();
    /** The fewest games a comparison plays: two pairs, the fewest an interval needs. */
    public static final int MIN_GAMES = 4;
    /** How often one pair's games are played again after infrastructure faults, together (each play retries too). */
    static final int MAX_PAIR_REPLAYS = 3;

    private final GameCatalog catalog;
    private final ContestService contests;
    private final MatchCreation creation;
    private final MatchQueries matches;
    private final SubmissionRepository submissions;
    private final ComparisonStore store;
    private final ComparisonOpponents opponents;
    private final ComparisonProperties properties;
    private final EntityManager entities;
    private final SplittableRandom random = new SplittableRandom();

    Comparisons(GameCatalog catalog, ContestService contests, MatchCreation creation, MatchQueries matches, SubmissionRepository submissions,
            ComparisonStore store, ComparisonOpponents opponents, ComparisonProperties properties, EntityManager entities) {
        this.catalog = catalog;
        this.contests = contests;
        this.creation = creation;
        this.matches = matches;
        this.submissions = submissions;
        this.store = store;
        this.opponents = opponents;
        this.properties = properties;
        this.entities = entities;
    }

    /**
     * What a contestant asks for.
     *
     * @param games     games in all, two per pair; null for the default
     * @param opponents {@code ladder} or {@code bots}
     * @param format    the format's id; null for the ladder's first, else the game's first with several seats
     */
    public record Request(Long a, Long b, Integer games, String opponents, String format) {
    }

    /** The most games a comparison may ask for in this contest. */
    public int maxGames(Contest contest) {
        return store.contestMaxGames(contest.getId()).orElse(properties.maxGames());
    }

    public int defaultGames(Contest contest) {
        return Math.min(properties.defaultGames(), maxGames(contest));
    }

    @Transactional
    public long create(Contest contest, ArenaUser user, Request request) {
        EngineInfo info = catalog.info(contest.getGame());
        if (!comparable(info)) {
            throw alone(info);
        }
        if (request.a() == null || request.b() == null) {
            throw new ArenaException(HttpStatus.BAD_REQUEST, "INVALID_INPUT", "error.INVALID_INPUT.comparison");
        }
        if (request.a().equals(request.b())) {
            throw new ArenaException(HttpStatus.BAD_REQUEST, "SAME_STRATEGY", "error.SAME_STRATEGY", request.a());
        }
        Submission a = own(contest, user, request.a());
        Submission b = own(contest, user, request.b());
        int games = request.games() == null ? defaultGames(contest) : request.games();
        int max = maxGames(contest);
        if (games > max) {
            throw new ArenaException(HttpStatus.BAD_REQUEST, "TOO_MANY_GAMES", "error.TOO_MANY_GAMES", games, max);
        }
        if (games < MIN_GAMES) {
            throw new ArenaException(HttpStatus.BAD_REQUEST, "TOO_FEW_GAMES", "error.TOO_FEW_GAMES", games, MIN_GAMES);
        }
        String kind = request.opponents() == null ? "bots" : request.opponents();
        if (!kind.equals("bots") && !kind.equals("ladder")) {
            throw new ArenaException(HttpStatus.BAD_REQUEST, "BAD_OPPONENT", "error.BAD_OPPONENT.comparison", kind);
        }
        Format format = format(info, request.format());
        if (store.running(contest.getId(), user.id())) {
            throw running();
        }
        List<ComparisonOpponents.Opponent> pool = opponents.pool(kind, info, contest.getId(), user.id(), format.seats() - 1);
        int pairs = games / 2;
        long id;
        try {
            id = store.insert(contest.getId(), user.id(), a.getId(), b.getId(), kind.toUpperCase(), format.id(),
                    Measure.of(info), pairs);
        } catch (DuplicateKeyException e) {
            throw running();
        }
        List<GameMap> maps = info.maps().stream().filter(map -> map.fits(format)).toList();
        for (int pair = 0; pair < pairs; pair++) {
            List<ComparisonOpponents.Opponent> others = ComparisonOpponents.draw(pool, format.seats() - 1,
                    kind.equals("ladder"), random);
            String map = maps.isEmpty() ? null : maps.get(random.nextInt(maps.size())).id();
            long seed = random.nextLong();
            int seat = pair % format.seats();
            long aGame = game(contest, user, format, map, seed, seat, a, others);
            long bGame = game(contest, user, format, map, seed, seat, b, others);
            store.insertPair(id, pair, seat, aGame, bGame);
        }
        log.info("comparison={} contest={} user={} {} vs {}: {} pairs against {} queued", id, contest.getSlug(),
                user.id(), a.getId(), b.getId(), pairs, kind);
        return id;
    }

    private long game(Contest contest, ArenaUser user, Format format, String map, long seed, int seat, Submission strategy,
            List<ComparisonOpponents.Opponent> others) {
        SeatNames names = new SeatNames();
        List<SeatEntry> seats = new ArrayList<>();
        // A and B sit under the same name, so nothing in a game tells the engine or the bots which one plays
        String own = names.next(user.username());
        int next = 0;
        for (int i = 0; i < format.seats(); i++) {
            if (i == seat) {
                seats.add(SeatEntry.strategy(own, strategy.getId(), user.id()));
            } else {
                ComparisonOpponents.Opponent other = others.get(next++);
                String name = names.next(other.name());
                seats.add(other.bot() != null ? SeatEntry.bot(name, other.bot())
                        : SeatEntry.strategy(name, other.submissionId(), other.userId()));
            }
        }
        return creation.create(contest, new MatchCreation.Request(MatchKind.COMPARISON, format.id(), map, Map.of(), seats,
                null, user.id(), PRIORITY, seed)).getId();
    }

    private static Format format(EngineInfo info, String id) {
        boolean named = id != null && !id.isBlank();
        return (named ? info.format(id).filter(format -> !format.solo())
                : info.formats().stream().filter(format -> !format.solo()).findFirst())
                .orElseThrow(() -> new ArenaException(HttpStatus.BAD_REQUEST, "UNKNOWN_FORMAT", "error.UNKNOWN_FORMAT",
                        info.name(), named ? id : "-"));
    }

    /** Whether the game has a format with opponents, which a comparison plays; a game played alone has none. */
    public static boolean comparable(EngineInfo info) {
        return info.formats().stream().anyMatch(format -> !format.solo());
    }

    /** 400 {@code UNKNOWN_FORMAT}: the game is played alone, so no comparison can be played in it. */
    public static ArenaException alone(EngineInfo info) {
        return new ArenaException(HttpStatus.BAD_REQUEST, "UNKNOWN_FORMAT", "error.UNKNOWN_FORMAT.alone", info.name());
    }

    private Submission own(Contest contest, ArenaUser user, long id) {
        Submission submission = submissions.findById(id).filter(s -> s.getUserId().equals(user.id()))
                .orElseThrow(() -> new ArenaException(HttpStatus.FORBIDDEN, "NOT_YOURS", "error.NOT_YOURS.compare", id));
        if (!submission.getContestId().equals(contest.getId())) {
            throw new ArenaException(HttpStatus.BAD_REQUEST, "OTHER_CONTEST", "error.OTHER_CONTEST", id);
        }
        if (submission.getStatus() != SubmissionStatus.ACCEPTED || submission.isTest()) {
            throw new ArenaException(HttpStatus.CONFLICT, "NOT_ACCEPTED", "error.NOT_ACCEPTED.compare", id);
        }
        return submission;
    }

    private static ArenaException running() {
        return new ArenaException(HttpStatus.TOO_MANY_REQUESTS, "RATE_LIMITED", "error.RATE_LIMITED.comparisons");
    }

    /** In the transaction that records a game's end: its pair's result, and the comparison's next look. */
    @EventListener
    void onMatchFinished(MatchFinished finished) {
        if (finished.kind() != MatchKind.COMPARISON) {
            return;
        }
        ComparisonStore.PairRow found = store.pairOfMatch(finished.matchId()).orElse(null);
        if (found == null) {
            return;
        }
        entities.flush();
        ComparisonStore.Row comparison = store.lock(found.comparisonId());
        ComparisonStore.PairRow pair = store.pairOfMatch(finished.matchId()).orElseThrow();
        if (!pair.state().equals("PENDING")) {
            return;
        }
        boolean isA = Long.valueOf(finished.matchId()).equals(pair.aMatch());
        Match match = matches.get(finished.matchId());
        Double value = finished.status() == MatchStatus.FINISHED ? value(comparison.measure(), match, pair.seat()) : null;
        if (value == null && comparison.status() == ComparisonStatus.RUNNING && replayable(comparison, pair)
                && creation.requeue(match)) {
            // the same game again (seed, map, seat, opponents): the pairs stay the ones drawn before any game, the
            // pair's other game stays valid, and the bound keeps a comparison finite when the faults do not pass
            store.replayed(pair);
            log.info("comparison={} pair {}: game {} voided by the infrastructure, played again ({} of this pair's {})",
                    comparison.id(), pair.pair(), match.getId(), pair.replays() + 1, MAX_PAIR_REPLAYS);
            return;
        }
        if (value == null) {
            // a void game (the infrastructure failed past the replays, an admin voided it, a player was banned) or no
            // result: the pair does not count
            store.state(pair, "VOID");
            log.info("comparison={} pair {}: game {} ended {}, the pair is not counted", comparison.id(), pair.pair(),
                    match.getId(), match.getStatus());
        } else {
            store.value(pair, isA, value);
            if ((isA ? pair.bValue() : pair.aValue()) != null) {
                store.done(pair);
            }
        }
        if (comparison.status() == ComparisonStatus.RUNNING) {
            next(comparison);
        }
    }

    /** Whether a void game of this pair may be played again: at most 3 per pair, and as many in all as the pairs. */
    private boolean replayable(ComparisonStore.Row comparison, ComparisonStore.PairRow pair) {
        return pair.replays() < MAX_PAIR_REPLAYS && store.replays(comparison.id()) < maxReplays(comparison.pairs());
    }

    /** The games of a comparison of so many pairs that may be played again in all: one per pair asked for. */
    static int maxReplays(int pairs) {
        return pairs;
    }

    /** The look due after a pair's end, and the end of the comparison when it stops or nothing is left to play. */
    private void next(ComparisonStore.Row comparison) {
        List<ComparisonStore.PairRow> pairs = store.pairs(comparison.id());
        List<PairedDifference.Pair> done = ComparisonView.counted(pairs, null);
        SequentialDesign design = SequentialDesign.of(comparison.pairs());
        SequentialDesign.Decision decision = design.decide(done, comparison.looksDone());
        if (decision.looksDone() != comparison.looksDone()) {
            store.looks(comparison.id(), decision.looksDone());
        }
        boolean left = pairs.stream().anyMatch(pair -> pair.state().equals("PENDING"));
        if (decision.stops() && left) {
            store.end(comparison.id(), ComparisonStatus.STOPPED, done.size());
            int withdrawn = 0;
            for (ComparisonStore.PairRow pair : pairs) {
                if (pair.state().equals("PENDING")) {
                    boolean a = pair.aMatch() != null && creation.withdraw(pair.aMatch());
                    boolean b = pair.bMatch() != null && creation.withdraw(pair.bMatch());
                    if (a || b) {
                        store.state(pair, "CANCELLED");
                        withdrawn += (a ? 1 : 0) + (b ? 1 : 0);
                    }
                }
            }
            log.info("comparison={} stopped at look {} with {} pairs: {} queued games withdrawn", comparison.id(),
                    decision.looksDone(), done.size(), withdrawn);
        } else if (!left) {
            store.end(comparison.id(), ComparisonStatus.FINISHED, done.size());
            log.info("comparison={} finished with {} pairs", comparison.id(), done.size());
        }
    }

    /** A's or B's result in a finished game: its seat's place (its team's) or score; null when it has none. */
    private Double value(Measure measure, Match match, int seat) {
        if (measure == Measure.SCORE) {
            return match.getSeats().stream().filter(s -> s.getSeat() == seat).findFirst().map(MatchSeat::score)
                    .map(score -> score.toBigDecimal().doubleValue()).orElse(null);
        }
        if (match.getSeats().stream().anyMatch(s -> s.getPlace() == null || s.getTeam() == null)) {
            return null;
        }
        List<SeatResult> results = matches.outcome(match).results();
        List<Integer> places = TeamPlaces.of(results, catalog.info(contests.get(match.getContestId()).getGame()).scoreOrder());
        for (int i = 0; i < results.size(); i++) {
            if (results.get(i).seat() == seat) {
                return (double) places.get(i);
            }
        }
        return null;
    }
}
