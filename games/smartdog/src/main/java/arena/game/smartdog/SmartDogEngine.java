package arena.game.smartdog;

import arena.game.api.AcceptanceGame;
import arena.game.api.BotInfo;
import arena.game.api.Bounds;
import arena.game.api.EngineInfo;
import arena.game.api.Format;
import arena.game.api.GameEngine;
import arena.game.api.GameMap;
import arena.game.api.Launch;
import arena.game.api.Limits;
import arena.game.api.MatchContext;
import arena.game.api.MatchSetup;
import arena.game.api.MessageEnd;
import arena.game.api.Outcome;
import arena.game.api.PointsTable;
import arena.game.api.Reproduction;
import arena.game.api.StageScoring;
import arena.game.api.ScoreOrder;
import arena.game.api.Seat;
import arena.game.api.SeatEvents;
import arena.game.api.StarterPack;
import arena.game.api.SeededRandom;
import arena.game.api.TiePolicy;
import arena.game.api.TestGame;
import arena.game.api.Transport;
import arena.game.smartdog.bots.HerdingBot;
import arena.game.smartdog.bots.IdleBot;
import arena.game.smartdog.maps.MapLibrary;
import arena.game.smartdog.maps.MapPart;
import arena.game.smartdog.maps.Tiling;
import arena.game.smartdog.match.OutcomeReport;
import arena.game.smartdog.match.SeatFeed;
import arena.game.smartdog.match.SmartDogMatch;
import arena.game.smartdog.rules.Scoring;
import arena.game.smartdog.rules.SmartDogRules;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Map;
import java.util.Random;
import java.util.stream.IntStream;

/**
 * Smartdog (spec {@code smartdog.md}): sheep herding with barking dogs for 1-4 players, the 2012 text
 * protocol over TCP (port 3002). The one class the platform knows, found through
 * {@code META-INF/services/arena.game.api.GameEngine}.
 *
 * <p>Formats are the original hubs of a fixed size: solo, duet, trio, quartet. A match without a map draws
 * one of the four original maps with the seed; seat i plays player i + 1. The
 * match option {@code turnsLimit} shortens a game (acceptance games); the move limit is the
 * {@code waitForTurn} announced in {@code start} and enforced.
 */
public final class SmartDogEngine implements GameEngine {

    public static final String ID = "smartdog";
    public static final String OPTION_TURNS_LIMIT = "turnsLimit";
    public static final int PORT = 3002;
    /** The longest game a match option may ask for; the original maps have at most 600 turns. */
    public static final int MAX_TURNS = 1000;
    public static final Limits LIMITS = new Limits(Duration.ofSeconds(10), Duration.ofSeconds(2), Duration.ZERO, 256,
            16L << 20);
    public static final Bounds BOUNDS = new Bounds(MAX_TURNS + 1, Bounds.NAME_CHARS, 0, List.of(
            new Bounds.Setting(OPTION_TURNS_LIMIT, 1, MAX_TURNS, "the number of turns of the game")));

    private static final List<String> FORMATS = List.of("solo", "duet", "trio", "quartet");
    private static final String SUMMARY = "Sheep herding on a torus for 1 to 4 players. Each player's dogs move one "
            + "cell a turn and bark: a barked sheep panics and runs away, and its panic spreads to its neighbours; "
            + "a barked enemy dog panics or, when barked at from its own territory, is indignant. After the last "
            + "turn, sheep on a player's pens score: 10 for as many sheep as his tile held, less than 0 for losing "
            + "the sheep his pens held at the start. The 2012 smart-dog clients play unmodified.";

    private final MapLibrary maps = MapLibrary.load();
    private final EngineInfo info = describe();

    @Override
    public EngineInfo info() {
        return info;
    }

    /**
     * The numbers the rules page quotes: the options a map sets when it sets none, the score's scale, the players
     * and turns the platform allows, and the engine's own limits (a contest may set shorter ones; its page shows
     * them). The move limit is the {@code waitForTurn} of a game on the platform.
     */
    @Override
    public Map<String, Object> ruleNumbers() {
        Map<String, Object> numbers = new LinkedHashMap<>(SmartDogRules.HUB_DEFAULTS.asMap());
        numbers.remove("waitForTurn");
        numbers.put("scoreScale", Scoring.SCALE);
        numbers.put("maxPlayers", FORMATS.size());
        numbers.put("maxTurns", MAX_TURNS);
        numbers.put("port", PORT);
        numbers.putAll(GameEngine.super.ruleNumbers());
        return numbers;
    }

    /** The game's only setting, {@code turnsLimit}, is also what a contest's games may set. */
    @Override
    public List<Bounds.Setting> matchOptions() {
        return BOUNDS.settings();
    }

    private EngineInfo describe() {
        List<GameMap> gameMaps = maps.maps().stream()
                .map(part -> new GameMap(part.name(), part.name(), 4, part.text()))
                .toList();
        StageScoring scoring = new StageScoring(PointsTable.of(TiePolicy.SPLIT, 25, 18, 15, 12),
                "Formula-1 style: places 1-4 of a game get 25, 18, 15 and 12 points; players tied on score share "
                        + "the points of the places they occupy, split equally and rounded down.");
        List<BotInfo> bots = List.of(
                BotInfo.filler("idle", "Idle", "Never moves or barks."),
                new BotInfo("herding", "Herding", "Walks each dog behind a sheep and barks it towards its own pen."));
        // the original clients' own options: where ports are shared, the sandbox serves another port
        // lines (§9.2): the sandbox stops a line that runs past 10 MiB without its end, whenever it is sent
        Launch launch = new Launch(Transport.TCP, PORT, List.of("-host", "{host}", "-port", "{port}"), Map.of(), "",
                MessageEnd.LINE);
        List<StarterPack> packs = List.of(
                new StarterPack("java", "smartdog-java.zip", "arena/game/smartdog/packs/smartdog-java.zip"),
                new StarterPack("python", "smartdog-python.zip", "arena/game/smartdog/packs/smartdog-python.zip"),
                new StarterPack("javascript", "smartdog-javascript.zip",
                        "arena/game/smartdog/packs/smartdog-javascript.zip"));
        return new EngineInfo(ID, "Smart dog", SUMMARY, formats(), gameMaps, LIMITS, launch,
                ScoreOrder.HIGHER_IS_BETTER, scoring, bots, packs, BOUNDS);
    }

    private static List<Format> formats() {
        return IntStream.range(0, FORMATS.size())
                .mapToObj(i -> Format.freeForAll(FORMATS.get(i), FORMATS.get(i) + " (" + (i + 1) + (i == 0 ? " player)"
                        : " players)"), i + 1))
                .toList();
    }

    @Override
    public Outcome play(MatchContext match) throws InterruptedException {
        MatchSetup setup = match.setup();
        Format format = info.format(setup.format()).orElseThrow(() -> new IllegalArgumentException(
                "unknown format " + setup.format() + " (smartdog has " + String.join(", ", FORMATS) + ")"));
        int seats = match.seats().size();
        if (seats != format.seats() || setup.seatNames().size() != seats) {
            throw new IllegalArgumentException("format " + format.id() + " needs " + format.seats()
                    + " seats and names, not " + seats + " seats and " + setup.seatNames().size() + " names");
        }
        MapPart map = chooseMap(setup);
        SmartDogRules rules = rules(setup, map);
        // players are numbered in the platform's seat order, as the original numbered them in join order (§4.3)
        List<Integer> seatByPlayer = IntStream.range(0, seats).boxed().toList();
        SmartDogMatch game = new SmartDogMatch(match, map.name(), Tiling.build(map, seats), rules, setup.seed(),
                seatByPlayer);
        return OutcomeReport.of(game.play());
    }

    /** The map's options, a shorter game if asked, and the move limit as {@code waitForTurn} (D13). */
    private static SmartDogRules rules(MatchSetup setup, MapPart map) {
        SmartDogRules rules = map.rules(SmartDogRules.HUB_DEFAULTS)
                .withWaitForTurn((int) Math.min(Integer.MAX_VALUE, setup.limits().move().toMillis()));
        if (setup.options().containsKey(OPTION_TURNS_LIMIT)) {
            int turns = setup.intOption(OPTION_TURNS_LIMIT, rules.turnsLimit());
            BOUNDS.setting(OPTION_TURNS_LIMIT).orElseThrow().check(turns);
            rules = rules.withTurnsLimit(turns);
        }
        return rules;
    }

    private MapPart chooseMap(MatchSetup setup) {
        if (setup.map() != null) {
            return maps.find(setup.map()).orElseThrow(() -> new IllegalArgumentException("unknown smartdog map "
                    + setup.map()));
        }
        Random random = new Random(SeededRandom.derive(setup.seed(), "map"));
        return maps.maps().get(random.nextInt(maps.maps().size()));
    }

    /** One answer per turn (an {@code end}), plus the {@code finished} lines and the exits after them. */
    @Override
    public int maxMoves(MatchSetup setup) {
        MapPart map = setup.map() == null ? null : maps.find(setup.map()).orElse(null);
        int turns = map == null ? maps.maps().stream().mapToInt(m -> m.rules(SmartDogRules.HUB_DEFAULTS).turnsLimit())
                .max().orElse(MAX_TURNS) : map.rules(SmartDogRules.HUB_DEFAULTS).turnsLimit();
        if (setup.options().containsKey(OPTION_TURNS_LIMIT)) {
            turns = setup.intOption(OPTION_TURNS_LIMIT, turns);
            BOUNDS.setting(OPTION_TURNS_LIMIT).orElseThrow().check(turns);
        }
        return turns + 1;
    }

    @Override
    public Optional<Reproduction> reproduction() {
        return Optional.of(new SeatFeed(info));
    }

    @Override
    public Seat createBot(String botId, int index, String name, SeatEvents events) {
        return switch (botId) {
            case "idle" -> new IdleBot(index, name, events);
            case "herding" -> new HerdingBot(index, name, events);
            default -> throw new IllegalArgumentException("unknown built-in bot: " + botId
                    + " (smartdog has idle, herding)");
        };
    }

    /**
     * A short solo and a short duet on simple-1: one dog per player, which the original JavaScript client's
     * strategy needs in a solo game (it fails with several dogs and no enemy pen, §9.9).
     */
    @Override
    public List<AcceptanceGame> acceptanceGames() {
        Map<String, String> short40 = Map.of(OPTION_TURNS_LIMIT, "40");
        return List.of(new AcceptanceGame("solo", "simple-1", short40), new AcceptanceGame("duet", "simple-1", short40));
    }

    /**
     * A test submission's private game: a whole quartet, the map drawn with the seed, against two herding
     * bots and an idle one.
     */
    @Override
    public List<TestGame> testGames() {
        return List.of(new TestGame("quartet", null, Map.of(), List.of("herding", "herding", "idle")));
    }
}
