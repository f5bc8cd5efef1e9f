package arena.game.troopers;

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
import arena.game.api.Phrase;
import arena.game.api.Phrases;
import arena.game.api.MatchSetup;
import arena.game.api.MessageEnd;
import arena.game.api.Outcome;
import arena.game.api.Podium;
import arena.game.api.Reproduction;
import arena.game.api.PointsTable;
import arena.game.api.StageScoring;
import arena.game.api.Score;
import arena.game.api.ScoreOrder;
import arena.game.api.Seat;
import arena.game.api.SeatEvents;
import arena.game.api.SeatResult;
import arena.game.api.SeededRandom;
import arena.game.api.StarterPack;
import arena.game.api.TestGame;
import arena.game.api.TiePolicy;
import arena.game.api.Transport;
import arena.game.api.turn.Wording;
import arena.game.troopers.bots.BotSeat;
import arena.game.troopers.bots.ExampleBot;
import arena.game.troopers.bots.IdleBot;
import arena.game.troopers.bots.QuickStartBot;
import arena.game.troopers.bots.SmartBot;
import arena.game.troopers.maps.MapLibrary;
import arena.game.troopers.maps.MapParser;
import arena.game.troopers.match.MatchReport;
import arena.game.troopers.match.TroopersMatch;
import arena.game.troopers.protocol.Protocol;
import arena.game.troopers.replay.ReplayRecorder;
import arena.game.troopers.replay.Reproducing;
import arena.game.troopers.rules.Battle;
import arena.game.troopers.rules.BattleMap;
import arena.game.troopers.rules.Deployment;
import arena.game.troopers.rules.TroopersRules;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

/**
 * Troopers (spec {@code troopers.md}): CodeTroopers 2013, 2 or 4 squads of 3-5 troopers on a 30x20 map,
 * the 2013 binary protocol over TCP with the engine as server. The one class the platform knows.
 *
 * <p>Match option {@code moves}: the game's length (D29: 3 for acceptance, 25 for test games, 50 otherwise).
 */
public final class TroopersEngine implements GameEngine {

    public static final String OPTION_MOVES = "moves";
    /** D29: the length of a test game and of an acceptance game. */
    static final int TEST_MOVES = 25;
    static final int ACCEPTANCE_MOVES = 3;
    /** D22 start-up, 2 s per trooper turn (§5.11, D31), 256 MB; the total comes from the formula of §5.11. */
    public static final Limits LIMITS = new Limits(Duration.ofSeconds(10), Duration.ofSeconds(2), Duration.ZERO, 256,
            1L << 20);
    private static final Phrases WORDS = TroopersWords.WORDS;

    private static final String SUMMARY = "CodeTroopers 2013: every player commands a squad of three to five "
            + "troopers (commander, field medic, soldier, sniper, scout) on a 30x20 map with low, medium and high "
            + "cover. Troopers act one at a time with action points: move, change stance, shoot, throw grenades, "
            + "heal, eat rations, call air reconnaissance. Points for damage and kills decide the places. The 2013 "
            + "language packs play unmodified.";

    /**
     * The starter packs under {@code packs/}, zipped by the build (games/pom.xml). Only the strategy's files are
     * the contestant's; the rest of the pack replaces any uploaded copy (seed 000 §3.1). The 2013 C++ pack had
     * files ours does without (its model's {@code .cpp} files, whose code our headers hold, {@code Strategy.cpp}
     * and the {@code csimplesocket} library): an upload's copies are dropped, so a whole 2013 folder builds. The
     * Pascal pack's runner is {@code Runner.dpr}; an uploaded runner under another name would be a second program,
     * and the Windows socket unit of the organisers' Pascal packs ({@code SimpleSocket.pas}) is not ours to build.
     */
    static final List<StarterPack> PACKS = List.of(
            new StarterPack("java", "troopers-java.zip", "arena/game/troopers/packs/troopers-java.zip",
                    List.of("MyStrategy.java")),
            new StarterPack("python", "troopers-python.zip", "arena/game/troopers/packs/troopers-python.zip",
                    List.of("MyStrategy.py")),
            new StarterPack("cpp", "troopers-cpp.zip", "arena/game/troopers/packs/troopers-cpp.zip",
                    List.of("MyStrategy.cpp", "MyStrategy.h"), List.of("model/Bonus.cpp", "model/Game.cpp",
                            "model/Move.cpp", "model/Player.cpp", "model/PlayerContext.cpp", "model/Trooper.cpp",
                            "model/Unit.cpp", "model/World.cpp", "Strategy.cpp", "csimplesocket/")),
            new StarterPack("csharp", "troopers-csharp.zip", "arena/game/troopers/packs/troopers-csharp.zip",
                    List.of("MyStrategy.cs")),
            new StarterPack("pascal", "troopers-pascal.zip", "arena/game/troopers/packs/troopers-pascal.zip",
                    List.of("MyStrategy.pas"), List.of("Runner.pas", "Runner.lpr", "SimpleSocket.pas")));

    private final MapLibrary maps = MapLibrary.load();
    private final EngineInfo info = describe();

    @Override
    public EngineInfo info() {
        return info;
    }

    /** The game's only setting, {@code moves}, is also what a contest's games may set. */
    @Override
    public List<Bounds.Setting> matchOptions() {
        return info.bounds().settings();
    }

    private EngineInfo describe() {
        List<GameMap> gameMaps = maps.maps().stream()
                .map(m -> new GameMap(m.id(), m.name(), 4, MapParser.write(m))).toList();
        StageScoring scoring = new StageScoring(PointsTable.of(TiePolicy.SPLIT, 25, 18, 15, 12),
                "Formula-1 style (D18): places 1-4 of a game get 25, 18, 15 and 12 points; players sharing a place "
                        + "share the points of the places they occupy, split equally and rounded down.");
        List<BotInfo> bots = List.of(
                BotInfo.filler("idle", "Idle", "Ends every turn at once."),
                new BotInfo("example", "Example", "The rules' example: steps in a random direction while it can."),
                new BotInfo("quickstart", "Quick start", "Heals, shoots the weakest enemy in reach, throws "
                        + "grenades at close enemies, walks toward the nearest enemy."),
                new BotInfo("smart", "Smart", "Focuses fire, throws grenades where they pay, heals, keeps the squad "
                        + "together and ends its turns low behind cover; holds its corner for 25 moves, then hunts, "
                        + "calling air reconnaissance when it knows of no enemy."));
        // binary messages of a fixed size or a length prefix (§7), no end byte: the engine's framing refuses a token
        // over 1 KiB, and the whole game's output (LIMITS, 1 MiB) is below the 10 MiB a message may have elsewhere
        Launch launch = new Launch(Transport.TCP, Protocol.DEFAULT_PORT, List.of("{host}", "{port}", "{token}"),
                Map.of(), Protocol.DEFAULT_TOKEN, MessageEnd.NONE);
        Bounds bounds = new Bounds(maxAnswers(TroopersRules.MAX_MOVES, 5, 4), Bounds.NAME_CHARS, 0, List.of(
                new Bounds.Setting(OPTION_MOVES, 1, TroopersRules.MAX_MOVES, "moves in the game")));
        return new EngineInfo("troopers", "CodeTroopers", SUMMARY, formats(), gameMaps, LIMITS, launch,
                ScoreOrder.HIGHER_IS_BETTER, scoring, bots, PACKS, bounds);
    }

    /** The contest formats first (Round 1, Round 2, Final), then the other local-runner combinations (§2.4). */
    public static List<Format> formats() {
        List<Format> formats = new ArrayList<>();
        for (int[] f : new int[][] {{4, 3}, {4, 4}, {2, 5}, {2, 3}, {2, 4}, {4, 5}}) {
            formats.add(Format.freeForAll(f[0] + "x" + f[1], f[0] + " players x " + f[1] + " troopers", f[0]));
        }
        return formats;
    }

    /**
     * Waits of at most the move limit one after another: a trooper's whole turn shares one move limit (D31), so
     * one per trooper turn, plus the token and the protocol version (start-up waits) and the end.
     */
    private static int maxAnswers(int moves, int teamSize, int players) {
        return moves * teamSize * players + 3;
    }

    @Override
    public int maxMoves(MatchSetup setup) {
        int[] format = parseFormat(setup.format());
        return maxAnswers(moves(setup), format[1], format[0]);
    }

    /**
     * Spec §5.11's whole-game CPU time, {@code 200 × moves × teamSize + 2000} ms with the spec's 2 s turns (scaled
     * as the real-time total is for another turn limit), measured and enforced by the sandbox (D30).
     */
    @Override
    public Limits seatLimits(MatchSetup setup) {
        int teamSize = parseFormat(setup.format())[1];
        long cpu = TroopersRules.STANDARD.withMoveCount(moves(setup)).totalCpuMillis(teamSize);
        return setup.limits().withCpu(TroopersMatch.scaled(cpu, setup.limits().move()));
    }

    @Override
    public Outcome play(MatchContext match) throws InterruptedException {
        MatchSetup setup = match.setup();
        int[] format = parseFormat(setup.format());
        int seats = match.seats().size();
        if (seats != format[0] || setup.seatNames().size() != seats) {
            throw new IllegalArgumentException("format " + setup.format() + " needs " + format[0]
                    + " seats and names, not " + seats + " seats and " + setup.seatNames().size() + " names");
        }
        TroopersRules rules = TroopersRules.STANDARD.withMoveCount(moves(setup));
        BattleMap map = chooseMap(setup);
        Random rng = SeededRandom.of(SeededRandom.derive(setup.seed(), "rules"));
        Random shuffle = SeededRandom.of(SeededRandom.derive(setup.seed(), "shuffle"));
        Battle battle = Deployment.deploy(map, maps.reachability(map), rules, setup.seatNames(), format[1], rng);
        ReplayRecorder replay = new ReplayRecorder(setup.seed(), setup.format(), map, battle);
        MatchReport report = new TroopersMatch(match, battle, format[1], shuffle, info.launch().token(), replay).play();
        return outcome(report, map);
    }

    private static Outcome outcome(MatchReport report, BattleMap map) {
        List<SeatResult> results = new ArrayList<>();
        List<String> names = new ArrayList<>();
        List<Integer> places = new ArrayList<>();
        List<Phrase> scores = new ArrayList<>();
        List<String> crashed = new ArrayList<>();
        for (MatchReport.Entry e : report.entries()) {
            Map<String, String> details = new LinkedHashMap<>();
            details.put("troopers alive", Integer.toString(e.alive()));
            details.put(SeatResult.ANSWER_TIME, Wording.seconds(e.answerNanos()));
            results.add(new SeatResult(e.seat(), e.place(), e.seat(), Score.integer(e.score()),
                    e.crashed() ? "CRASHED" : "OK", e.verdict(), details));
            names.add(e.name());
            places.add(e.place());
            scores.add(WORDS.say("outcome.troopers.points", e.score()));
            if (e.crashed()) {
                crashed.add(e.name());
            }
        }
        // who came first as the result table shows it; a crashed player's score still counts (D17)
        Phrase first = Podium.firstPlace(names, places, scores,
                report.entries().stream().map(MatchReport.Entry::crashed).toList());
        Phrase summary = crashed.isEmpty() ? WORDS.say("outcome.troopers.summary", map.name(), report.movesPlayed(), first)
                : WORDS.say("outcome.troopers.summaryCrashed", map.name(), report.movesPlayed(), first, crashed);
        return new Outcome(results, report.movesPlayed(), summary, report.replay());
    }

    /** D40: the named map, or one drawn uniformly from the pool with the seed. */
    private BattleMap chooseMap(MatchSetup setup) {
        if (setup.map() != null) {
            return maps.find(setup.map())
                    .orElseThrow(() -> new IllegalArgumentException("unknown troopers map " + setup.map()));
        }
        Random pick = SeededRandom.of(SeededRandom.derive(setup.seed(), "map"));
        return maps.maps().get(pick.nextInt(maps.maps().size()));
    }

    private int moves(MatchSetup setup) {
        int moves = setup.intOption(OPTION_MOVES, TroopersRules.STANDARD_MOVES);
        info.bounds().setting(OPTION_MOVES).orElseThrow().check(moves);
        return moves;
    }

    /** {@code 4x3} as {players, team size}. */
    static int[] parseFormat(String id) {
        return formats().stream().filter(f -> f.id().equals(id)).findFirst()
                .map(f -> new int[] {f.seats(), Integer.parseInt(f.id().substring(2))})
                .orElseThrow(() -> new IllegalArgumentException("unknown format " + id
                        + " (troopers has 4x3, 4x4, 2x5, 2x3, 2x4, 4x5)"));
    }

    /** The rules pages' numbers: the standard game's constants, the default limits, the contest formats. */
    @Override
    public Map<String, Object> ruleNumbers() {
        Map<String, Object> numbers = new LinkedHashMap<>(GameEngine.super.ruleNumbers());
        numbers.putAll(RuleNumbers.of(TroopersRules.STANDARD, formats().subList(0, 3), info.stageScoring().table(),
                TEST_MOVES, ACCEPTANCE_MOVES));
        return numbers;
    }

    @Override
    public Seat createBot(String botId, int index, String name, SeatEvents events) {
        return switch (botId) {
            case "idle" -> new BotSeat(index, name, events, Protocol.DEFAULT_TOKEN, new IdleBot());
            case "example" -> new BotSeat(index, name, events, Protocol.DEFAULT_TOKEN,
                    new ExampleBot(31L * index + name.hashCode()));
            case "quickstart" -> new BotSeat(index, name, events, Protocol.DEFAULT_TOKEN, new QuickStartBot());
            case "smart" -> new BotSeat(index, name, events, Protocol.DEFAULT_TOKEN, new SmartBot());
            default -> throw new IllegalArgumentException("unknown built-in bot: " + botId
                    + " (troopers has idle, example, quickstart, smart)");
        };
    }

    /** A finished game played again from its replay: the recorded answers through this engine's match. */
    @Override
    public Optional<Reproduction> reproduction() {
        return Optional.of(new Reproducing(this, OPTION_MOVES));
    }

    /** D38: one 3-move game in each contest format, every squad played by the submission. */
    @Override
    public List<AcceptanceGame> acceptanceGames() {
        Map<String, String> short3 = Map.of(OPTION_MOVES, Integer.toString(ACCEPTANCE_MOVES));
        return List.of(new AcceptanceGame("4x3", null, short3), new AcceptanceGame("4x4", null, short3),
                new AcceptanceGame("2x5", null, short3));
    }

    /**
     * Seed 000: a test submission plays one private 4x3 game of at most 25 moves (D29) against the quick-start
     * strategy and two strategies that do nothing; the map is drawn with the seed.
     */
    @Override
    public List<TestGame> testGames() {
        return List.of(new TestGame("4x3", null, Map.of(OPTION_MOVES, Integer.toString(TEST_MOVES)), List.of("quickstart", "idle", "idle")));
    }
}
