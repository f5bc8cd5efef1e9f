package arena.platform.ladder;

import arena.game.api.Bounds;
import arena.game.api.EngineInfo;
import arena.game.api.Format;
import arena.game.api.GameEngine;
import arena.game.api.MatchSetup;
import arena.platform.account.ArenaUser;
import arena.platform.audit.AdminAudit;
import arena.platform.audit.SettingsDiff;
import arena.platform.comparison.ComparisonProperties;
import arena.platform.comparison.Comparisons;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestAccess;
import arena.platform.contest.GameCatalog;
import arena.platform.error.ArenaException;
import arena.platform.error.FieldException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import tools.jackson.core.JacksonException;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/**
 * A contest's rated ladder settings: resolved for the scheduler and the pages, and changed by organizers.
 * A game with no format of several seats (a solo time trial such as racetrack) has no rated ladder: its
 * ladder is the high-score table of each map.
 */
@Service
public class ContestLadderService {

    private static final Logger log = LoggerFactory.getLogger(ContestLadderService.class);
    private static final TypeReference<Map<String, String>> STRING_MAP = new TypeReference<>() {
    };
    static final int MAX_OPTIONS = 16;
    static final int MAX_OPTION_CHARS = 200;

    private final ContestLadderRepository rows;
    private final GameCatalog catalog;
    private final LadderProperties properties;
    private final JsonMapper json;
    private final JdbcTemplate jdbc;
    private final AdminAudit audit;
    private final ComparisonProperties comparisons;

    ContestLadderService(ContestLadderRepository rows, GameCatalog catalog, LadderProperties properties,
            JsonMapper json, JdbcTemplate jdbc, AdminAudit audit, ComparisonProperties comparisons) {
        this.audit = audit;
        this.comparisons = comparisons;
        this.rows = rows;
        this.catalog = catalog;
        this.properties = properties;
        this.json = json;
        this.jdbc = jdbc;
    }

    /** Rated games per player per hour of a contest that sets none. */
    public double siteRate() {
        return properties.gamesPerPlayerHour();
    }

    /** The most games one comparison may ask for in a contest that sets no cap of its own. */
    public int siteComparisonGames() {
        return comparisons.maxGames();
    }

    /** Whether contests of this game have a rated ladder: some format has several seats. */
    public boolean rated(String game) {
        return !choices(catalog.info(game)).isEmpty();
    }

    /** The contest's ladder as it plays now; empty for a game without a rated ladder. */
    @Transactional(readOnly = true)
    public Optional<LadderSetup> setup(Contest contest) {
        return resolve(contest, rows.findById(contest.getId()).orElse(null));
    }

    /**
     * Freezes or reopens a contest's ladder, keeping its other settings: a stage's part freezes it while it runs
     * and reopens it when it ends (the break between parts).
     */
    @Transactional
    public void freeze(long contestId, boolean frozen) {
        jdbc.update("insert into contest_sandboxes (contest_id, frozen) values (?, ?)"
                + " on conflict (contest_id) do update set frozen = excluded.frozen, updated_at = now()", contestId, frozen);
        log.info("contest={} ladder {}", contestId, frozen ? "frozen for a stage" : "reopened after a stage's part");
    }

    /**
     * The contest's ladder with its row locked until the transaction ends (created with the defaults when
     * missing): what one run of the scheduler reads and then moves the pace of.
     */
    @Transactional
    ContestLadder lockForScheduling(Contest contest) {
        jdbc.update("insert into contest_sandboxes (contest_id) values (?) on conflict do nothing", contest.getId());
        return rows.lockById(contest.getId()).orElseThrow();
    }

    Optional<LadderSetup> resolve(Contest contest, ContestLadder row) {
        EngineInfo info = catalog.info(contest.getGame());
        List<Format> choices = choices(info);
        if (choices.isEmpty()) {
            return Optional.empty();
        }
        List<Format> formats = row == null || row.getFormats() == null ? choices
                : choices.stream().filter(format -> ids(row.getFormats()).contains(format.id())).toList();
        if (formats.isEmpty()) {
            // the game no longer has the formats the organizer chose: play every one rather than none
            formats = choices;
        }
        Double own = row == null ? null : row.getGamesPerPlayerHour();
        Map<String, String> options = row == null ? Map.of() : json.readValue(row.getMatchOptions(), STRING_MAP);
        Integer cap = row == null ? null : row.getComparisonGames();
        return Optional.of(new LadderSetup(contest.getId(), own != null ? own : properties.gamesPerPlayerHour(),
                own != null, formats, choices, options, row != null && row.isFrozen(),
                row == null ? null : row.getPacedUntil(), cap != null ? cap : comparisons.maxGames(), cap != null));
    }

    /**
     * An organizer's (or an admin's) new settings, checked against the game: its formats, and every option
     * within the game's bounds in every format the ladder plays.
     *
     * @throws ArenaException with a reason code and a sentence for everything refused
     */
    @Transactional
    public LadderSetup update(Contest contest, LadderForm form, ArenaUser by) {
        ContestAccess.require(contest, by);
        EngineInfo info = catalog.info(contest.getGame());
        List<Format> choices = choices(info);
        if (choices.isEmpty()) {
            throw new ArenaException(HttpStatus.CONFLICT, "NO_RATED_SANDBOX", "error.NO_RATED_SANDBOX.schedule", info.name());
        }
        Double rate = form.gamesPerPlayerHour();
        if (rate != null && !(rate > 0 && rate <= ContestLadder.MAX_GAMES_PER_PLAYER_HOUR)) {
            throw invalid("BAD_RATE", "gamesPerPlayerHour", "error.BAD_RATE.range",
                    (int) ContestLadder.MAX_GAMES_PER_PLAYER_HOUR, String.valueOf(rate));
        }
        Integer cap = form.comparisonGames();
        if (cap != null && (cap < Comparisons.MIN_GAMES || cap > ContestLadder.MAX_COMPARISON_GAMES)) {
            throw invalid("BAD_COMPARISON_GAMES", "comparisonGames", "error.BAD_COMPARISON_GAMES.range",
                    Comparisons.MIN_GAMES, ContestLadder.MAX_COMPARISON_GAMES, cap);
        }
        List<String> chosen = form.formats() == null ? List.of()
                : form.formats().stream().filter(id -> id != null && !id.isBlank()).map(String::trim).distinct().toList();
        for (String id : chosen) {
            if (choices.stream().noneMatch(format -> format.id().equals(id))) {
                throw invalid("UNKNOWN_FORMAT", "format", "error.UNKNOWN_FORMAT.ladder", info.name(),
                        String.valueOf(choices.stream().map(Format::id).toList()), id);
            }
        }
        Map<String, String> options = checkOptions(catalog.engine(contest.getGame()),
                chosen.isEmpty() ? choices : choices.stream().filter(f -> chosen.contains(f.id())).toList(),
                form.options() == null ? Map.of() : form.options());
        LadderSetup current = resolve(contest, rows.findById(contest.getId()).orElse(null)).orElseThrow();
        Audited before = Audited.of(current);
        boolean frozen = form.frozen() == null ? current.frozen() : form.frozen();
        ContestLadder row = rows.findById(contest.getId()).orElseGet(() -> new ContestLadder(contest.getId()));
        row.settings(rate, chosen.isEmpty() ? null : String.join(",", chosen), json.writeValueAsString(options),
                frozen, cap);
        rows.save(row);
        log.info("contest={} ladder set by {}: {} games/player-hour, formats {}, options {}, {}, comparisons of {} games",
                contest.getSlug(), by.username(), rate == null ? "default" : rate, chosen.isEmpty() ? "all" : chosen,
                options, frozen ? "frozen" : "running", cap == null ? "default" : cap);
        LadderSetup after = resolve(contest, row).orElseThrow();
        audit.recordSettings(by, "CHANGE_SANDBOX", "contest", contest.getSlug(),
                SettingsDiff.of(before, Audited.of(after), Set.of()));
        return after;
    }

    /** The settings an organizer chooses, as the audit log compares them (options in a stable order). */
    private record Audited(String gamesPerPlayerHour, List<String> formats, Map<String, String> options, boolean frozen,
            String comparisonGames) {

        static Audited of(LadderSetup setup) {
            return new Audited(setup.ownRate() ? String.valueOf(setup.gamesPerPlayerHour())
                    : "site default (" + setup.gamesPerPlayerHour() + ")",
                    setup.formats().stream().map(Format::id).toList(), new TreeMap<>(setup.options()), setup.frozen(),
                    setup.ownComparisonGames() ? String.valueOf(setup.comparisonGames())
                            : "site default (" + setup.comparisonGames() + ")");
        }
    }

    /** Options one by one in a stable order, each key a name and each value short, the whole within the bounds. */
    public static Map<String, String> checkOptions(GameEngine engine, List<Format> formats, Map<String, String> given) {
        if (given.size() > MAX_OPTIONS) {
            throw invalid("INVALID_OPTIONS", "options", "error.INVALID_OPTIONS.count", MAX_OPTIONS, given.size());
        }
        Map<String, String> options = new TreeMap<>();
        for (Map.Entry<String, String> option : given.entrySet()) {
            String key = option.getKey() == null ? "" : option.getKey().trim();
            String value = option.getValue() == null ? "" : option.getValue().trim();
            if (!key.matches("[A-Za-z][A-Za-z0-9_.-]{0,31}") || value.isEmpty() || value.length() > MAX_OPTION_CHARS) {
                throw invalid("INVALID_OPTIONS", "options", "error.INVALID_OPTIONS.shape", MAX_OPTION_CHARS, abbreviate(key));
            }
            checkSetting(engine, key, value);
            options.put(key, value);
        }
        for (Format format : formats) {
            List<String> names = IntStream.rangeClosed(1, format.seats()).mapToObj(i -> "player" + i).toList();
            try {
                engine.maxMoves(new MatchSetup(format.id(), null, 0, names, engine.info().limits(), options));
            } catch (IllegalArgumentException e) {
                throw invalid("INVALID_OPTIONS", "options", "error.INVALID_OPTIONS.format", format.name(), e.getMessage());
            }
        }
        return new LinkedHashMap<>(options);
    }

    /**
     * An option is one the game declares ({@link GameEngine#matchOptions}), a whole number within its range: the
     * engine would ignore any other name, and a value out of range must not be stored to fail every game later.
     */
    private static void checkSetting(GameEngine engine, String key, String value) {
        List<Bounds.Setting> declared = engine.matchOptions();
        Bounds.Setting setting = declared.stream().filter(found -> found.name().equals(key)).findFirst()
                .orElseThrow(() -> declared.isEmpty()
                        ? invalid("INVALID_OPTIONS", "options", "error.INVALID_OPTIONS.unknownNone", engine.info().name(), abbreviate(key))
                        : invalid("INVALID_OPTIONS", "options", "error.INVALID_OPTIONS.unknown", engine.info().name(), abbreviate(key),
                                declared.stream().map(ContestLadderService::range).collect(Collectors.joining(", "))));
        long number;
        try {
            number = Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw invalid("INVALID_OPTIONS", "options", "error.INVALID_OPTIONS.number", key, String.valueOf(setting.min()),
                    String.valueOf(setting.max()), abbreviate(value));
        }
        try {
            setting.check(number);
        } catch (IllegalArgumentException e) {
            throw invalid("INVALID_OPTIONS", "options", "error.INVALID_OPTIONS.game", e.getMessage());
        }
    }

    private static String range(Bounds.Setting setting) {
        return setting.name() + " (" + setting.min() + " to " + setting.max() + ")";
    }

    /** Options as an organizer types them on the page: one {@code name=value} a line. */
    public static Map<String, String> parseOptions(String text) {
        Map<String, String> options = new LinkedHashMap<>();
        if (text == null) {
            return options;
        }
        for (String line : text.split("\\R")) {
            if (line.isBlank()) {
                continue;
            }
            int equals = line.indexOf('=');
            if (equals < 0) {
                throw invalid("INVALID_OPTIONS", "options", "error.INVALID_OPTIONS.line", abbreviate(line.trim()));
            }
            options.put(line.substring(0, equals).trim(), line.substring(equals + 1).trim());
        }
        return options;
    }

    /** The options as the page's form shows them. */
    public static String formatOptions(Map<String, String> options) {
        return options.entrySet().stream().map(option -> option.getKey() + "=" + option.getValue())
                .collect(Collectors.joining("\n"));
    }

    private static List<Format> choices(EngineInfo info) {
        List<Format> choices = new ArrayList<>();
        for (Format format : info.formats()) {
            if (!format.solo()) {
                choices.add(format);
            }
        }
        return choices;
    }

    private static List<String> ids(String formats) {
        return Arrays.stream(formats.split(",")).map(String::trim).filter(id -> !id.isEmpty()).toList();
    }

    private static String abbreviate(String text) {
        return text.length() <= 40 ? text : text.substring(0, 40) + "...";
    }

    private static ArenaException invalid(String code, String field, String key, Object... arguments) {
        return new FieldException(code, field, key, arguments);
    }
}
