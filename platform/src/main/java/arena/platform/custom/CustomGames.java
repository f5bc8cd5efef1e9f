package arena.platform.custom;

import arena.game.api.CommandFiles;
import arena.game.api.EngineInfo;
import arena.game.api.Format;
import arena.game.api.GameEngine;
import arena.game.api.ScriptedGame;
import arena.platform.account.ArenaUser;
import arena.platform.account.User;
import arena.platform.account.UserRepository;
import arena.platform.contest.Contest;
import arena.platform.contest.GameCatalog;
import arena.platform.contest.RateSetting;
import arena.platform.error.ArenaException;
import arena.platform.job.JobPriority;
import arena.platform.match.Match;
import arena.platform.match.MatchCreation;
import arena.platform.match.MatchKind;
import arena.platform.match.MatchRepository;
import arena.platform.match.SeatEntry;
import arena.platform.match.SeatNames;
import arena.platform.submission.Strategies;
import arena.platform.submission.Submission;
import arena.platform.submission.SubmissionRepository;
import arena.platform.submission.SubmissionService;
import arena.platform.submission.SubmissionStatus;
import arena.platform.web.RateLimiter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.springframework.http.HttpStatus;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Unrated games a contestant sets up: their strategy against chosen opponents (built-in bots, their own
 * accepted strategies, other contestants' main strategies), or an edited command file replayed.
 */
@Service
public class CustomGames {

    static final int PRIORITY = JobPriority.CUSTOM.level();

    private final GameCatalog catalog;
    private final MatchCreation creation;
    private final MatchRepository matches;
    private final SubmissionService submissionService;
    private final SubmissionRepository submissions;
    private final Strategies strategies;
    private final UserRepository users;
    private final JdbcTemplate jdbc;
    private final CustomGameProperties properties;
    private final RateLimiter rateLimiter;

    CustomGames(GameCatalog catalog, MatchCreation creation, MatchRepository matches, SubmissionService submissionService,
            SubmissionRepository submissions, Strategies strategies, UserRepository users, JdbcTemplate jdbc,
            CustomGameProperties properties, RateLimiter rateLimiter) {
        this.rateLimiter = rateLimiter;
        this.strategies = strategies;
        this.catalog = catalog;
        this.creation = creation;
        this.matches = matches;
        this.submissionService = submissionService;
        this.submissions = submissions;
        this.users = users;
        this.jdbc = jdbc;
        this.properties = properties;
    }

    /** What the form offers for the opponents' seats. */
    @Transactional(readOnly = true)
    public List<Opponent> opponents(Contest contest, ArenaUser user) {
        EngineInfo info = catalog.info(contest.getGame());
        List<Opponent> choices = new ArrayList<>();
        info.bots().forEach(bot -> choices.add(Opponent.bot(bot.id(), bot.name() + " (built-in)")));
        for (Submission mine : accepted(contest, user)) {
            choices.add(Opponent.own(mine.getId(), "my #" + mine.getId() + " (" + mine.getLanguage() + ")"));
        }
        jdbc.query("""
                select u.id, u.username from entrants e join users u on u.id = e.user_id
                where e.contest_id = ? and e.main_submission_id is not null and u.id <> ? and u.enabled
                order by lower(u.username)""",
                rs -> {
                    choices.add(Opponent.main(rs.getLong(1), rs.getString(2)));
                }, contest.getId(), user.id());
        lastAccepted(contest, user).ifPresent(before -> jdbc.query("""
                select s.id, u.username from submissions s join users u on u.id = s.user_id
                where s.contest_id = ? and s.user_id <> ? and s.status = 'ACCEPTED' and not s.test and u.enabled
                  and s.created_at < ?
                order by s.id desc limit ?""",
                rs -> {
                    choices.add(Opponent.strategy(rs.getLong(1), rs.getString(2) + " #" + rs.getLong(1)));
                }, contest.getId(), user.id(), java.sql.Timestamp.from(before), MAX_LISTED_STRATEGIES));
        return choices;
    }

    /** The form lists this many of the others' older strategies, newest first; the API takes any of them. */
    static final int MAX_LISTED_STRATEGIES = 200;

    /** When the user's newest accepted (non-test) submission was created: older strategies are open to them. */
    private java.util.Optional<java.time.Instant> lastAccepted(Contest contest, ArenaUser user) {
        return accepted(contest, user).stream().map(Submission::getCreatedAt).max(java.util.Comparator.naturalOrder());
    }

    @Transactional(readOnly = true)
    public List<Submission> accepted(Contest contest, ArenaUser user) {
        // a test submission is not usable in custom games (seed 000)
        return submissionService.mine(contest, user).stream()
                .filter(submission -> submission.getStatus() == SubmissionStatus.ACCEPTED && !submission.isTest())
                .toList();
    }

    /**
     * Creates a custom game.
     *
     * @param strategy  the user's accepted submission to play, or null for their main one
     * @param opponents one form value per other seat
     */
    @Transactional
    public Match create(Contest contest, ArenaUser user, String formatId, String map, Long strategy, List<String> opponents) {
        EngineInfo info = catalog.info(contest.getGame());
        Format format = info.format(formatId).orElseThrow(() -> new ArenaException(HttpStatus.BAD_REQUEST, "UNKNOWN_FORMAT",
                "error.UNKNOWN_FORMAT", info.name(), formatId));
        if (opponents.size() != format.seats() - 1) {
            throw new ArenaException(HttpStatus.BAD_REQUEST, "WRONG_SEAT_COUNT",
                    "error.WRONG_SEAT_COUNT.opponents", format.name(), format.seats() - 1, opponents.size());
        }
        long own = strategy != null ? strategy : submissionService.mainSubmission(contest.getId(), user.id())
                .orElseThrow(() -> new ArenaException(HttpStatus.CONFLICT, "NO_STRATEGY",
                        "error.NO_STRATEGY.game"));
        SeatNames names = new SeatNames();
        List<SeatEntry> seats = new ArrayList<>();
        seats.add(SeatEntry.strategy(names.next(user.username()), ownAccepted(contest, user, own).getId(), user.id()));
        for (String opponent : opponents) {
            seats.add(seat(contest, user, info, opponent, names));
        }
        strategies.requireEnabled(seats.stream().map(SeatEntry::submissionId).filter(java.util.Objects::nonNull).toList());
        checkRate(contest, user);
        Match match = creation.create(contest, new MatchCreation.Request(MatchKind.CUSTOM, format.id(),
                map == null || map.isBlank() ? null : map, Map.of(), seats, own, user.id(), PRIORITY));
        prune(contest, user);
        return match;
    }

    /** Replays an edited command file as a new game. */
    @Transactional
    public Match replay(Contest contest, ArenaUser user, String commandFile) {
        GameEngine engine = catalog.engine(contest.getGame());
        CommandFiles commandFiles = engine.commandFiles().orElseThrow(() -> new ArenaException(HttpStatus.BAD_REQUEST,
                "NO_COMMAND_FILES", "error.NO_COMMAND_FILES", engine.info().name()));
        if (commandFile == null || commandFile.isBlank()) {
            throw new ArenaException(HttpStatus.BAD_REQUEST, "EMPTY_UPLOAD", "error.EMPTY_UPLOAD.commandFile");
        }
        checkSize(engine, commandFile);
        ScriptedGame scripted;
        try {
            scripted = commandFiles.scriptedGame(commandFile);
        } catch (IllegalArgumentException e) {
            throw new ArenaException(HttpStatus.BAD_REQUEST, "BAD_COMMAND_FILE", "error.BAD_COMMAND_FILE", e.getMessage());
        }
        List<SeatEntry> seats = new ArrayList<>();
        for (int i = 0; i < scripted.bots().size(); i++) {
            seats.add(SeatEntry.bot(scripted.names().get(i), scripted.bots().get(i)));
        }
        checkRate(contest, user);
        Match match = creation.create(contest, new MatchCreation.Request(MatchKind.CUSTOM, scripted.format(), scripted.map(),
                scripted.options(), seats, null, user.id(), PRIORITY, scripted.seed()));
        prune(contest, user);
        return match;
    }

    /** The game's own limit, checked before the engine reads a byte of the file. */
    private static void checkSize(GameEngine engine, String commandFile) {
        int max = engine.info().bounds().maxCommandFileBytes();
        // a char is at least one byte: the cheap test first, the exact one only near the limit
        long bytes = commandFile.length() > max ? commandFile.length()
                : commandFile.getBytes(StandardCharsets.UTF_8).length;
        if (bytes > max) {
            throw new ArenaException(HttpStatus.CONTENT_TOO_LARGE, "TOO_LARGE", "error.TOO_LARGE.commandFile",
                    (bytes + 1023) / 1024, engine.info().name(), max / 1024);
        }
    }

    private SeatEntry seat(Contest contest, ArenaUser user, EngineInfo info, String opponent, SeatNames names) {
        String[] parts = opponent == null ? new String[0] : opponent.split(":", 2);
        if (parts.length == 2) {
            switch (parts[0]) {
                case "bot" -> {
                    var bot = info.bot(parts[1]).orElseThrow(() -> badOpponent(opponent));
                    return SeatEntry.bot(names.next(bot.name()), bot.id());
                }
                case "own" -> {
                    Submission mine = ownAccepted(contest, user, parseId(parts[1], opponent));
                    return SeatEntry.strategy(names.next(user.username()), mine.getId(), user.id());
                }
                case "strategy" -> {
                    Submission older = olderStrategy(contest, user, parseId(parts[1], opponent), opponent);
                    String owner = users.findById(older.getUserId()).map(User::getUsername).orElseThrow();
                    return SeatEntry.strategy(names.next(owner), older.getId(), older.getUserId());
                }
                case "main" -> {
                    long userId = parseId(parts[1], opponent);
                    User other = users.findById(userId).filter(User::isEnabled).orElseThrow(() -> badOpponent(opponent));
                    long main = submissionService.mainSubmission(contest.getId(), userId).orElseThrow(() -> badOpponent(opponent));
                    return SeatEntry.strategy(names.next(other.getUsername()), main, userId);
                }
                default -> {
                    // falls through to the error below
                }
            }
        }
        throw badOpponent(opponent);
    }

    /** Any contestant's accepted strategy created before the user's own last accepted submission. */
    private Submission olderStrategy(Contest contest, ArenaUser user, long id, String opponent) {
        java.time.Instant before = lastAccepted(contest, user).orElseThrow(() -> badOpponent(opponent));
        return submissions.findById(id)
                .filter(s -> s.getContestId().equals(contest.getId()) && s.getStatus() == SubmissionStatus.ACCEPTED
                        && !s.isTest() && s.getCreatedAt().isBefore(before)
                        && users.findById(s.getUserId()).filter(User::isEnabled).isPresent())
                .orElseThrow(() -> new ArenaException(HttpStatus.BAD_REQUEST, "BAD_OPPONENT", "error.BAD_OPPONENT.older",
                        id));
    }

    private Submission ownAccepted(Contest contest, ArenaUser user, long id) {
        return submissions.findById(id)
                .filter(s -> s.getUserId().equals(user.id()) && s.getContestId().equals(contest.getId())
                        && s.getStatus() == SubmissionStatus.ACCEPTED && !s.isTest())
                .orElseThrow(() -> new ArenaException(HttpStatus.BAD_REQUEST, "BAD_OPPONENT",
                        "error.BAD_OPPONENT.own", id));
    }

    private static long parseId(String text, String opponent) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw badOpponent(opponent);
        }
    }

    private static ArenaException badOpponent(String opponent) {
        return new ArenaException(HttpStatus.BAD_REQUEST, "BAD_OPPONENT", "error.BAD_OPPONENT", opponent);
    }

    private void checkRate(Contest contest, ArenaUser user) {
        RateSetting rate = contest.customGameRate()
                .orElseGet(() -> new RateSetting(properties.rateLimit(), properties.rateWindow()));
        rateLimiter.acquire(user.id(), "custom-game", rate.limit(), rate.window(), "error.RATE_LIMITED.customGames");
    }

    /** Keeps the newest custom games of a user; older finished ones are removed with their replays. */
    private void prune(Contest contest, ArenaUser user) {
        List<Match> mine = matches.findByContestIdAndKindAndCreatedByOrderByIdDesc(contest.getId(), MatchKind.CUSTOM, user.id());
        for (Match old : mine.subList(Math.min(mine.size(), properties.keep()), mine.size())) {
            if (old.getStatus().ended()) {
                creation.delete(old);
            }
        }
    }
}
