package arena.game.bomber;

import arena.game.api.AcceptanceGame;
import arena.game.api.Bounds;
import arena.game.api.BotInfo;
import arena.game.api.CommandFiles;
import arena.game.api.EngineInfo;
import arena.game.api.Format;
import arena.game.api.GameEngine;
import arena.game.api.GameMap;
import arena.game.api.MapFiles;
import arena.game.api.Launch;
import arena.game.api.Limits;
import arena.game.api.MatchContext;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.PointsTable;
import arena.game.api.StageScoring;
import arena.game.api.ScoreOrder;
import arena.game.api.Reproduction;
import arena.game.api.Seat;
import arena.game.api.SeatEvents;
import arena.game.api.StarterPack;
import arena.game.api.TestGame;
import arena.game.api.TiePolicy;
import arena.game.bomber.bots.IdleBot;
import arena.game.bomber.bots.QuickStartBot;
import arena.game.bomber.bots.RandomBot;
import arena.game.bomber.maps.ContestMapFiles;
import arena.game.bomber.maps.MapLibrary;
import arena.game.bomber.maps.MapParser;
import arena.game.bomber.match.BomberMatch;
import arena.game.bomber.match.OutcomeReport;
import arena.game.bomber.replay.CommandFile;
import arena.game.bomber.replay.RecordedGame;
import arena.game.bomber.replay.Reproducing;
import arena.game.bomber.replay.Resimulation;
import arena.game.bomber.rules.BomberMap;
import arena.game.bomber.rules.BomberRules;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.stream.IntStream;

/**
 * Bomber (spec {@code bomber.md}): 2-4 bombers on a 15x15 map, JSON lines over stdin/stdout. The one
 * class the platform knows, found through {@code META-INF/services/arena.game.api.GameEngine}.
 *
 * <p>Match options: {@code maxTicks} (overrides {@code gameTicksMax}, for short acceptance games) and
 * {@code commands} (a command file, see {@link CommandFile}: every command is taken from it instead of
 * from the seats, so an edited game can be played as a new one; seat i plays player i + 1 of the file).
 */
public final class BomberEngine implements GameEngine {

    public static final String OPTION_MAX_TICKS = "maxTicks";
    public static final String OPTION_COMMANDS = "commands";
    public static final Limits LIMITS = new Limits(Duration.ofSeconds(5), Duration.ofMillis(1000), Duration.ZERO, 64,
            8L << 20);

    private static final String SUMMARY = "Up to four bombers on a 15x15 city. Every tick each strategy sees the "
            + "whole board and answers WAIT, UP, DOWN, LEFT, RIGHT or BOMB; commands run one by one in a random "
            + "order. Bombs explode after 3 ticks into a cross of wild fire that kills bombers, burns wooden "
            + "buildings (some hide bonuses: +1 radius, +1 bomb) and stops at stone walls. Points: 20 per kill, "
            + "1 per building, 4 per bonus, 20 for surviving, 40 for being the last one alive.";

    private final MapLibrary maps = MapLibrary.load();
    private final EngineInfo info = describe();
    private final CommandFiles commandFiles = new BomberCommandFiles(maps);

    @Override
    public EngineInfo info() {
        return info;
    }

    /**
     * The numbers the rules page quotes: the default rules of spec §5, the board, the answer line and the engine's
     * own limits (a contest may set shorter ones; its page shows them).
     */
    @Override
    public Map<String, Object> ruleNumbers() {
        Map<String, Object> numbers = new LinkedHashMap<>(BomberRules.DEFAULTS.asMap());
        numbers.put("minPlayers", BomberRules.MIN_PLAYERS);
        numbers.put("maxPlayers", BomberRules.MAX_PLAYERS);
        numbers.put("officialSide", BomberRules.OFFICIAL_SIDE);
        numbers.put("radiusBonus", BomberRules.RADIUS_BONUS_INCREMENT);
        numbers.put("ammunitionBonus", BomberRules.AMMUNITION_BONUS_INCREMENT);
        numbers.put("maxLineBytes", BomberRules.MAX_LINE_BYTES);
        numbers.put("maxDebugChars", BomberRules.MAX_DEBUG_CHARS);
        numbers.putAll(GameEngine.super.ruleNumbers());
        return numbers;
    }

    /** A contest's games may be shortened or lengthened ({@code maxTicks}); the rest of the rules are the spec's. */
    @Override
    public List<Bounds.Setting> matchOptions() {
        return List.of(new Bounds.Setting(OPTION_MAX_TICKS, 1, BomberRules.MAX_GAME_TICKS, "ticks a game lasts at most"));
    }

    private EngineInfo describe() {
        List<GameMap> gameMaps = maps.entries().stream()
                .map(e -> new GameMap(e.id(), e.displayName(), e.map().slots().size(), e.map().publicText()))
                .toList();
        StageScoring scoring = new StageScoring(PointsTable.of(TiePolicy.SPLIT, 25, 18, 15, 12),
                "Formula-1 style: places 1-4 of a game get 25, 18, 15 and 12 points; bombers tied on points share "
                        + "the points of the places they occupy, split equally and rounded down.");
        List<BotInfo> bots = List.of(
                BotInfo.filler("idle", "Idle", "Stands still all game."),
                new BotInfo("random", "Random", "Random safe moves and bombs: never walks into a blast it can see."),
                new BotInfo("quickstart", "Quick start", "The starter packs' example: bombs crates, collects "
                        + "bonuses, escapes its own bombs, hunts bombers."));
        List<StarterPack> packs = List.of(
                new StarterPack("java", "bomber-java.zip", "arena/game/bomber/packs/bomber-java.zip"),
                new StarterPack("python", "bomber-python.zip", "arena/game/bomber/packs/bomber-python.zip"),
                new StarterPack("cpp", "bomber-cpp.zip", "arena/game/bomber/packs/bomber-cpp.zip"),
                // the seed's own model (C#, 2018): every upload is built with the pack's runner and 2018 classes,
                // so a 2018 strategy (User : Player in MyStrategy.cs) builds unchanged
                new StarterPack("csharp", "bomber-csharp.zip", "arena/game/bomber/packs/bomber-csharp.zip",
                        List.of("MyStrategy.cs")));
        return new EngineInfo("bomber", "Bomber", SUMMARY, formats(), gameMaps, LIMITS, Launch.stdio(),
                ScoreOrder.HIGHER_IS_BETTER, scoring, bots, packs, BomberRules.BOUNDS);
    }

    private static List<Format> formats() {
        return IntStream.rangeClosed(BomberRules.MIN_PLAYERS, BomberRules.MAX_PLAYERS)
                .mapToObj(n -> Format.freeForAll(n + "p", n + " players", n))
                .toList();
    }

    @Override
    public Outcome play(MatchContext match) throws InterruptedException {
        MatchSetup setup = match.setup();
        String commands = setup.options().get(OPTION_COMMANDS);
        if (commands != null) {
            return playCommandFile(match, CommandFile.parse(commands));
        }
        Format format = formats().stream().filter(f -> f.id().equals(setup.format())).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown format " + setup.format()
                        + " (bomber has 2p, 3p, 4p)"));
        int seats = match.seats().size();
        if (seats != format.seats() || setup.seatNames().size() != seats) {
            throw new IllegalArgumentException("format " + format.id() + " needs " + format.seats() + " seats and names, not "
                    + seats + " seats and " + setup.seatNames().size() + " names");
        }
        Random rng = new Random(setup.seed());
        BomberMap map = chooseMap(setup, format, rng);
        List<Integer> seatBySlot = new ArrayList<>(IntStream.range(0, seats).boxed().toList());
        Collections.shuffle(seatBySlot, rng);
        BomberRules rules = BomberRules.DEFAULTS;
        if (setup.options().containsKey(OPTION_MAX_TICKS)) {
            rules = rules.withGameTicksMax(setup.intOption(OPTION_MAX_TICKS, rules.gameTicksMax()));
        }
        return OutcomeReport.of(new BomberMatch(match, map, rules, setup.seed(), rng, seatBySlot).play(), false);
    }

    /**
     * The {@code ready} answers come within the start-up limit, then one answer per tick: as many as the
     * ticks of this game ({@code maxTicks}, a command file's {@code gameTicksMax}, or the default), plus one
     * for the {@code end} messages and the exits that follow them.
     */
    @Override
    public int maxMoves(MatchSetup setup) {
        String commands = setup.options().get(OPTION_COMMANDS);
        BomberRules rules = commands != null ? CommandFile.parse(commands).rules() : BomberRules.DEFAULTS;
        if (setup.options().containsKey(OPTION_MAX_TICKS)) {
            rules = rules.withGameTicksMax(setup.intOption(OPTION_MAX_TICKS, rules.gameTicksMax()));
        }
        return rules.gameTicksMax() + 1;
    }

    /**
     * Spec §6 step 1: an uploaded map's text (a contest's secret map, under its id), the named map, or one drawn from
     * the maps that fit, sorted by name.
     */
    private BomberMap chooseMap(MatchSetup setup, Format format, Random rng) {
        String uploaded = setup.options().get(MapFiles.TEXT_OPTION);
        if (uploaded != null) {
            BomberMap map = MapParser.parseOfficial(setup.map() == null ? "uploaded" : setup.map(), uploaded);
            if (map.slots().size() < format.seats()) {
                throw new IllegalArgumentException("map " + map.name() + " has " + map.slots().size()
                        + " start slots, too few for " + format.id());
            }
            return map;
        }
        if (setup.map() != null) {
            BomberMap map = maps.find(setup.map())
                    .orElseThrow(() -> new IllegalArgumentException("unknown bomber map " + setup.map()));
            if (map.slots().size() < format.seats()) {
                throw new IllegalArgumentException("map " + map.name() + " has " + map.slots().size()
                        + " start slots, too few for " + format.id());
            }
            return map;
        }
        List<BomberMap> pool = maps.pool(format);
        return pool.get(rng.nextInt(pool.size()));
    }

    /** The {@code commands} option: the file plays every bomber; the seats (idle bots) are only stopped. */
    private Outcome playCommandFile(MatchContext match, RecordedGame game) {
        try {
            if (match.seats().size() != game.names().size()) {
                throw new IllegalArgumentException("the command file has " + game.names().size()
                        + " players but the match has " + match.seats().size() + " seats");
            }
            RecordedGame inputs = game;
            if (match.setup().options().containsKey(OPTION_MAX_TICKS)) {
                inputs = new RecordedGame(game.map(), game.rules().withGameTicksMax(
                        match.setup().intOption(OPTION_MAX_TICKS, game.rules().gameTicksMax())),
                        game.seed(), game.names(), game.ticks());
            }
            return OutcomeReport.of(Resimulation.run(inputs), true);
        } finally {
            match.seats().forEach(Seat::kill);
        }
    }

    /** A contest's own map is a rated map (spec §11.3: 15x15, slots 1..k); its bonuses under crates stay hidden. */
    @Override
    public Optional<MapFiles> mapFiles() {
        return Optional.of(new ContestMapFiles());
    }

    @Override
    public Seat createBot(String botId, int index, String name, SeatEvents events) {
        return switch (botId) {
            case "idle" -> new IdleBot(index, name, events);
            case "random" -> new RandomBot(index, name, events);
            case "quickstart" -> new QuickStartBot(index, name, events);
            default -> throw new IllegalArgumentException("unknown built-in bot: " + botId
                    + " (bomber has idle, random, quickstart)");
        };
    }

    @Override
    public Optional<CommandFiles> commandFiles() {
        return Optional.of(commandFiles);
    }

    @Override
    public Optional<Reproduction> reproduction() {
        return Optional.of(new Reproducing(LIMITS));
    }

    @Override
    public List<AcceptanceGame> acceptanceGames() {
        Map<String, String> short40 = Map.of(OPTION_MAX_TICKS, "40");
        return List.of(
                new AcceptanceGame("2p", "classic", short40),
                new AcceptanceGame("3p", "classic", short40),
                new AcceptanceGame("4p", "classic", short40));
    }

    /** A test submission's private game: a whole 4-player game against the quick-start bot and two idle ones. */
    @Override
    public List<TestGame> testGames() {
        return List.of(new TestGame("4p", null, Map.of(), List.of("quickstart", "idle", "idle")));
    }
}
