package arena.game.sharif;

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
import arena.game.api.Placings;
import arena.game.api.Phrase;
import arena.game.api.Phrases;
import arena.game.api.Podium;
import arena.game.api.PointsTable;
import arena.game.api.Reproduction;
import arena.game.api.StageScoring;
import arena.game.api.Score;
import arena.game.api.ScoreOrder;
import arena.game.api.Seat;
import arena.game.api.StarterPack;
import arena.game.api.TestGame;
import arena.game.api.SeatEvents;
import arena.game.api.SeatResult;
import arena.game.api.TiePolicy;
import arena.game.api.Transport;
import arena.game.api.turn.Wording;
import arena.game.sharif.bots.BotSeat;
import arena.game.sharif.bots.IdleBot;
import arena.game.sharif.bots.QuickStartBot;
import arena.game.sharif.maps.MapLibrary;
import arena.game.sharif.match.SeatFeed;
import arena.game.sharif.match.SharifMatch;
import arena.game.sharif.protocol.InitMessage;
import arena.game.sharif.protocol.Wire;
import arena.game.sharif.replay.ReplayDocument;
import arena.game.sharif.rules.Game;
import arena.game.sharif.rules.Scores;
import arena.game.sharif.rules.SharifMap;
import arena.game.sharif.rules.SharifRules;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

/**
 * Sharif AI Challenge 2020 (spec {@code sharif.md}): two teams of two kings, original AIC20 protocol.
 * Match option {@code maxTurns} shortens a game (acceptance games).
 */
public final class SharifEngine implements GameEngine {

    private static final Phrases WORDS = Phrases.of(SharifEngine.class, "sharif");

    public static final String OPTION_MAX_TURNS = "maxTurns";
    /**
     * {@code move} is the extra of D-14 added to every window (the map's pick or turn timeout); a client
     * silent past it is not stopped but plays on (§12.3), so the game is bounded by its turns. The original
     * server adds nothing unless started with {@code --extra}; D-14's 200 ms is an example, and 1000 ms is kept
     * because {@code move} is also what the worker's wall-time cap allows per answer: with 200 ms the longest
     * legal game on a final map (5.2 s pick + 180 turns of 1.0 s) would outlast its cap of about 129 s
     * (platform's {@code SharifWallTimeTest}). The spec sets no whole-game budget ({@code total} is zero).
     */
    public static final Limits LIMITS = new Limits(Duration.ofSeconds(10), Duration.ofMillis(1000), Duration.ZERO,
            256, 64L << 20);
    static final Format TWO_VS_TWO = new Format("2v2", "2 vs 2", List.of(0, 1, 0, 1));

    private static final String SUMMARY = "Four kings in two teams of two. Each turn every player puts units from "
            + "its hand on paths toward the enemy kings, casts spells (damage, poison, heal, haste, teleport, "
            + "duplicate) and upgrades units; units fight whatever comes in range. The team whose kings keep more "
            + "HP wins: 8/6 points to the winners, 4/2 to the others, 6/4 or 5/5 on a draw.";

    private final MapLibrary maps = MapLibrary.load();
    private final EngineInfo info = describe();

    @Override
    public EngineInfo info() {
        return info;
    }

    /** A contest's games may be shortened or lengthened ({@code maxTurns}). */
    @Override
    public List<Bounds.Setting> matchOptions() {
        return List.of(new Bounds.Setting(OPTION_MAX_TURNS, 1, SharifRules.MAX_TURNS_LIMIT, "turns a game lasts at most"));
    }

    private EngineInfo describe() {
        List<GameMap> gameMaps = maps.maps().stream()
                .map(m -> new GameMap(m.name(), m.name(), SharifRules.PLAYERS, Wire.write(InitMessage.info(m, 0))))
                .toList();
        StageScoring scoring = new StageScoring(PointsTable.of(TiePolicy.GAME, Scores.WINNER_HIGHER,
                Scores.WINNER_LOWER, Scores.LOSER_HIGHER, Scores.LOSER_LOWER),
                "The game's own points: 8 and 6 to the winning team's kings (7 each when equal), 4 and 2 to the "
                        + "losers (3 each), 6/4 or 5/5 on a draw.");
        List<BotInfo> bots = List.of(BotInfo.filler("idle", "Idle", "Ends every turn without acting."),
                new BotInfo("quickstart", "Quick start", "Puts its best cards on the shortest lane to an enemy king, "
                        + "casts area spells where they catch the most units, spends its upgrade tokens."));
        // a message is JSON and a NUL (§12.1): the sandbox stops one that runs past 10 MiB without its NUL
        Launch launch = new Launch(Transport.TCP, 7099, List.of(), Map.of("AICHostIP", "{host}", "AICHostPort",
                "{port}", "AICToken", "{token}", "AICRetryDelay", "1000"), BotSeat.LOCAL_TOKEN, MessageEnd.NUL);
        List<StarterPack> packs = List.of(
                new StarterPack("java", "sharif-java.zip", "arena/game/sharif/packs/sharif-java.zip"),
                new StarterPack("python", "sharif-python.zip", "arena/game/sharif/packs/sharif-python.zip"),
                new StarterPack("go", "sharif-go.zip", "arena/game/sharif/packs/sharif-go.zip"),
                new StarterPack("cpp", "sharif-cpp.zip", "arena/game/sharif/packs/sharif-cpp.zip"));
        return new EngineInfo("sharif", "Sharif AI Challenge 2020", SUMMARY, List.of(TWO_VS_TWO), gameMaps, LIMITS,
                launch, ScoreOrder.HIGHER_IS_BETTER, scoring, bots, packs,
                Bounds.of(SharifRules.MAX_TURNS_LIMIT + 2));
    }

    @Override
    public Outcome play(MatchContext match) throws InterruptedException {
        MatchSetup setup = match.setup();
        if (!TWO_VS_TWO.id().equals(setup.format())) {
            throw new IllegalArgumentException("unknown format " + setup.format() + " (sharif has 2v2)");
        }
        SharifMap map = chooseMap(setup);
        SharifMatch.Result result = new SharifMatch(match, map, setup.seed()).play();
        return outcome(result, setup.seatNames());
    }

    private SharifMap chooseMap(MatchSetup setup) {
        SharifMap map;
        if (setup.map() != null) {
            map = maps.find(setup.map()).orElseThrow(() -> new IllegalArgumentException("unknown sharif map "
                    + setup.map()));
        } else {
            map = maps.maps().get(new Random(setup.seed()).nextInt(maps.maps().size()));
        }
        if (setup.options().containsKey(OPTION_MAX_TURNS)) {
            map = map.withRules(map.rules().withMaxTurns(setup.intOption(OPTION_MAX_TURNS, map.rules().maxTurns())));
        }
        return map;
    }

    /** The site's view of a finished game: places, points, details, the replay. */
    public static Outcome outcome(SharifMatch.Result result, List<String> names) {
        Game game = result.game();
        int[] points = game.scores();
        List<Score> scores = new ArrayList<>();
        for (int point : points) {
            scores.add(Score.integer(point));
        }
        // a seat whose strategy failed comes after all others (its points stay the original formula's)
        List<Score> ranked = new ArrayList<>();
        for (int p = 0; p < SharifRules.PLAYERS; p++) {
            ranked.add(result.verdicts().get(p).ok() ? scores.get(p) : null);
        }
        List<Integer> places = Placings.competition(ranked, ScoreOrder.HIGHER_IS_BETTER);
        List<SeatResult> results = new ArrayList<>();
        for (int p = 0; p < SharifRules.PLAYERS; p++) {
            Map<String, String> details = new LinkedHashMap<>();
            Map<String, Phrase> worded = new LinkedHashMap<>();
            details.put("king HP", Integer.toString(Math.max(0, game.king(p).hp())));
            // the seat labels stay as they are; "and" is the reader's
            Phrase team = p % 2 == 0 ? WORDS.say("outcome.list.pair", "P1", "P3") : WORDS.say("outcome.list.pair", "P2", "P4");
            details.put("team", team.text());
            worded.put("team", team);
            if (result.lateTurns().get(p) > 0) {
                details.put("late turns", Integer.toString(result.lateTurns().get(p)));
            }
            if (result.ignored().get(p) > 0) {
                details.put("ignored messages", Integer.toString(result.ignored().get(p)));
            }
            details.put(SeatResult.ANSWER_TIME, Wording.seconds(result.answerNanos().get(p)));
            String status = !result.verdicts().get(p).ok() ? "CRASHED" : game.king(p).alive() ? "ALIVE" : "DEAD";
            results.add(new SeatResult(p, places.get(p), SharifRules.team(p), scores.get(p), status,
                    result.verdicts().get(p), details, worded));
        }
        List<Boolean> failed = result.verdicts().stream().map(v -> !v.ok()).toList();
        return new Outcome(results, game.turn(), summary(game, names, places, points, failed),
                ReplayDocument.write(result.record(), names, result.verdicts()));
    }

    /** The teams' HP (what decides the game, §10.1), then first place as the result table shows it. */
    static Phrase summary(Game game, List<String> names, List<Integer> places, int[] points, List<Boolean> failed) {
        int team0 = Math.max(0, game.king(0).hp()) + Math.max(0, game.king(2).hp());
        int team1 = Math.max(0, game.king(1).hp()) + Math.max(0, game.king(3).hp());
        Phrase teams = team0 == team1 ? WORDS.say("outcome.sharif.teamsTie", team0)
                : WORDS.say("outcome.sharif.teamWins", team0 > team1 ? "P1" : "P2", team0 > team1 ? "P3" : "P4",
                        Math.max(team0, team1), Math.min(team0, team1));
        List<Phrase> said = new ArrayList<>();
        for (int point : points) {
            said.add(WORDS.say("outcome.sharif.points", point));
        }
        return WORDS.say("outcome.sharif.summary", game.turn(), teams, Podium.firstPlace(names, places, said, failed));
    }

    /** The rules pages' numbers: the pool's two sets of map numbers, the scores, the default limits. */
    @Override
    public Map<String, Object> ruleNumbers() {
        Map<String, Object> numbers = new LinkedHashMap<>(GameEngine.super.ruleNumbers());
        numbers.putAll(RuleNumbers.of(maps.maps()));
        return numbers;
    }

    /** The pick, every turn and the shutdown: one answer each. */
    @Override
    public int maxMoves(MatchSetup setup) {
        return chooseMap(setup).rules().maxTurns() + 1;
    }

    /**
     * The CPU budget: the start-up limit plus every window of the longest game, each the map's own timeout (the pick's,
     * then a turn's) plus the extra of D-14 ({@code Limits.move()}); a client never waits longer for the server.
     */
    @Override
    public Limits seatLimits(MatchSetup setup) {
        SharifRules rules = chooseMap(setup).rules();
        Duration extra = setup.limits().move();
        Duration windows = Duration.ofMillis(rules.pickTimeout()).plus(extra)
                .plus(Duration.ofMillis(rules.turnTimeout()).plus(extra).multipliedBy(rules.maxTurns()));
        return setup.limits().withCpuFor(windows);
    }

    @Override
    public Optional<Reproduction> reproduction() {
        return Optional.of(new SeatFeed(info.launch(), LIMITS));
    }

    @Override
    public Seat createBot(String botId, int index, String name, SeatEvents events) {
        return switch (botId) {
            case "idle" -> new IdleBot(index, name, events);
            case "quickstart" -> new QuickStartBot(index, name, events);
            default -> throw new IllegalArgumentException("unknown built-in bot: " + botId + " (sharif has idle, quickstart)");
        };
    }

    @Override
    public List<AcceptanceGame> acceptanceGames() {
        return List.of(new AcceptanceGame("2v2", "final2", Map.of(OPTION_MAX_TURNS, "30")));
    }

    /**
     * The test submission (seat 0) and an idle friend (seat 2) against the quick-start bot (seat 1) and an
     * idle king (seat 3), on a map the seed draws, 60 turns.
     */
    @Override
    public List<TestGame> testGames() {
        return List.of(new TestGame("2v2", null, Map.of(OPTION_MAX_TURNS, "60"), List.of("quickstart", "idle", "idle")));
    }
}
