package arena.game.bomber;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.game.api.AcceptanceGame;
import arena.game.api.EngineInfo;
import arena.game.api.GameEngine;
import arena.game.api.Outcome;
import arena.game.api.ReasonCode;
import arena.game.api.ReplayWriter;
import arena.game.api.ScoreOrder;
import arena.game.api.Seat;
import arena.game.api.SeatEvents;
import arena.game.api.StarterPack;
import arena.game.api.TestGame;
import arena.game.api.TiePolicy;
import arena.game.api.Transport;
import arena.game.api.Verdict;
import arena.game.bomber.maps.MapLibrary;
import arena.game.bomber.maps.MapParser;
import arena.game.bomber.protocol.BoardJson;
import arena.game.bomber.rules.Board;
import arena.game.bomber.rules.BomberMap;
import arena.game.bomber.rules.BomberRules;
import arena.game.bomber.rules.BonusType;
import arena.testing.Matches;
import arena.game.api.MatchSetup;
import java.io.InputStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Random;
import java.util.ServiceLoader;
import java.util.function.BiFunction;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

class BomberEngineTest {

    private static final BomberEngine ENGINE = new BomberEngine();

    private final BomberEngine engine = new BomberEngine();

    @Test
    void thePlatformFindsTheEngine() {
        assertThat(ServiceLoader.load(GameEngine.class).stream().map(ServiceLoader.Provider::type))
                .contains(BomberEngine.class);
    }

    @Test
    void infoDescribesTheGame() {
        EngineInfo info = engine.info();

        assertThat(info.id()).isEqualTo("bomber");
        assertThat(info.name()).isEqualTo("Bomber");
        assertThat(info.formats()).extracting(f -> f.id() + "=" + f.seats()).containsExactly("2p=2", "3p=3", "4p=4");
        assertThat(info.maps()).hasSizeGreaterThanOrEqualTo(9);
        assertThat(info.map("classic").orElseThrow().seats()).isEqualTo(4);
        assertThat(info.map("classic").orElseThrow().data()).startsWith("1..++.+.+.++..2\n");
        assertThat(info.map("duel").orElseThrow().seats()).isEqualTo(2);
        assertThat(info.limits().move()).isEqualTo(Duration.ofMillis(1000));
        assertThat(info.limits().startup()).isEqualTo(Duration.ofSeconds(5));
        assertThat(info.limits().memoryMb()).isEqualTo(64);
        assertThat(info.launch().transport()).isEqualTo(Transport.STDIO);
        assertThat(info.scoreOrder()).isEqualTo(ScoreOrder.HIGHER_IS_BETTER);
        assertThat(info.stageScoring().table().tiePolicy()).isEqualTo(TiePolicy.SPLIT);
        assertThat(info.stageScoring().description()).contains("Formula-1");
        assertThat(info.bots()).extracting(b -> b.id()).containsExactly("idle", "random", "quickstart");
        assertThat(info.packs()).extracting(StarterPack::language).containsExactly("java", "python", "cpp", "csharp");
    }

    /**
     * A map's public data (contest API, pages) is what a strategy is shown of it at tick 0 (spec §12.4,
     * D-B31), rebuilt here from the wire board: cells, visible bonuses, the bombers on their slots.
     */
    @Test
    void publicMapDataIsWhatStrategiesSeeWithoutTheBonusesUnderCrates() {
        int hiddenBonuses = 0;
        for (MapLibrary.Entry entry : MapLibrary.load().entries()) {
            BomberMap map = entry.map();
            hiddenBonuses += (int) Arrays.stream(map.hidden()).filter(Objects::nonNull).count();
            List<String> names = IntStream.rangeClosed(1, map.slots().size()).mapToObj(i -> "P" + i).toList();
            JsonNode shown = BoardJson.write(Board.start(map, BomberRules.DEFAULTS, names));
            char[][] seen = new char[map.height()][];
            for (int y = 0; y < map.height(); y++) {
                seen[y] = shown.get("cells").get(y).asString().toCharArray();
            }
            for (JsonNode bonus : shown.get("bonuses")) {
                seen[bonus.get("y").asInt()][bonus.get("x").asInt()] = BonusType.valueOf(bonus.get("type").asString())
                        .visibleSymbol();
            }
            for (JsonNode player : shown.get("players")) {
                seen[player.get("y").asInt()][player.get("x").asInt()] = (char) ('0' + player.get("id").asInt());
            }
            String expected = Arrays.stream(seen).map(String::new).collect(Collectors.joining("\n", "", "\n"));

            String data = engine.info().map(entry.id()).orElseThrow().data();
            assertThat(data).as(entry.id()).isEqualTo(expected).doesNotContain("a", "r");
            assertThat(MapParser.parse(entry.id(), data).slots()).isEqualTo(map.slots());
        }
        assertThat(hiddenBonuses).as("bonuses hidden under crates in the pool").isPositive();
    }

    @Test
    void starterPacksAndTheViewerAreOnTheClassPath() throws Exception {
        Map<String, String> entryPoints = Map.of("java", "Main.java", "python", "main.py", "cpp", "main.cpp", "csharp",
                "Runner.cs");
        for (StarterPack pack : engine.info().packs()) {
            List<String> names = new ArrayList<>();
            try (InputStream in = getClass().getClassLoader().getResourceAsStream(pack.resource());
                    ZipInputStream zip = new ZipInputStream(in)) {
                for (ZipEntry entry = zip.getNextEntry(); entry != null; entry = zip.getNextEntry()) {
                    names.add(entry.getName());
                }
            }
            assertThat(names).as(pack.fileName()).contains(entryPoints.get(pack.language()), "README.md");
        }
        assertThat(getClass().getClassLoader().getResource("META-INF/resources/games/bomber/viewer.js")).isNotNull();
    }

    @Test
    void theSeedChoosesTheMapAndTheSlots() throws InterruptedException {
        long seed = 2024;
        Outcome outcome = Matches.play(ENGINE, "3p", null, seed, Map.of("maxTicks", "3"), "idle", "idle", "idle");
        JsonNode replay = ReplayWriter.read(outcome.replay());

        Random rng = new Random(seed);
        List<BomberMap> pool = MapLibrary.load().pool(engine.info().format("3p").orElseThrow());
        String map = pool.get(rng.nextInt(pool.size())).name();
        List<Integer> seats = new ArrayList<>(List.of(0, 1, 2));
        Collections.shuffle(seats, rng);

        assertThat(replay.path("map").path("name").asString()).isEqualTo(map);
        for (int slot = 0; slot < 3; slot++) {
            assertThat(replay.path("players").get(slot).path("seat").asInt()).isEqualTo(seats.get(slot));
            assertThat(outcome.result(seats.get(slot)).details()).containsEntry("bomber", "P" + (slot + 1));
        }
        List<Integer> order = new ArrayList<>(List.of(1, 2, 3));
        Collections.shuffle(order, rng);
        assertThat(replay.path("ticks").get(0).path("order").toString()).isEqualTo(order.toString().replace(" ", ""));
    }

    @Test
    void theSameSeedPlaysTheSameGame() throws InterruptedException {
        JsonNode a = ReplayWriter.read(Matches.play(ENGINE, "4p", null, 77, Map.of(), "quickstart", "random", "quickstart",
                "random").replay());
        JsonNode b = ReplayWriter.read(Matches.play(ENGINE, "4p", null, 77, Map.of(), "quickstart", "random", "quickstart",
                "random").replay());

        assertThat(a.path("snapshots")).isEqualTo(b.path("snapshots"));
    }

    @Test
    void maxTicksShortensTheGameAndSurvivorsShareThePlace() throws InterruptedException {
        Outcome outcome = Matches.play(ENGINE, "4p", "classic", 3, Map.of("maxTicks", "10"), "idle", "idle", "idle", "idle");

        assertThat(outcome.turns()).isEqualTo(10);
        assertThat(outcome.summary()).isEqualTo("Tick 10: time is up with 4 survivors; all tied at 20 points.");
        assertThat(outcome.results()).allSatisfy(result -> {
            assertThat(result.place()).isEqualTo(1);
            assertThat(result.score().display()).isEqualTo("20");
            assertThat(result.status()).isEqualTo("ALIVE");
        });
    }

    @Test
    void acceptanceGamesAcceptTheQuickStartStrategy() throws InterruptedException {
        List<Outcome> outcomes = new ArrayList<>();
        for (AcceptanceGame game : engine.acceptanceGames()) {
            int seats = engine.info().format(game.format()).orElseThrow().seats();
            String[] bots = IntStream.range(0, seats).mapToObj(i -> "quickstart").toArray(String[]::new);
            outcomes.add(Matches.play(ENGINE, game.format(), game.map(), 11, game.options(), bots));
        }

        assertThat(engine.acceptanceGames()).extracting(AcceptanceGame::format).containsExactly("2p", "3p", "4p");
        assertThat(outcomes).allMatch(o -> o.turns() <= 40);
        assertThat(engine.judgeAcceptance(outcomes)).isEmpty();
    }

    @Test
    void theTestGameIsAWhole4PlayerGameAgainstQuickStartAndTwoIdleBots() throws InterruptedException {
        assertThat(engine.testGames()).hasSize(1);
        TestGame test = engine.testGames().get(0);
        assertThat(test.format()).isEqualTo("4p");
        assertThat(test.bots()).containsExactly("quickstart", "idle", "idle");
        assertThat(test.bots()).allSatisfy(bot -> assertThat(engine.info().bot(bot)).isPresent());

        // the new strategy (here the quick-start bot itself) plays seat 0
        List<String> seats = new ArrayList<>(List.of("quickstart"));
        seats.addAll(test.bots());
        Outcome outcome = Matches.play(ENGINE, test.format(), test.map(), 5, test.options(), seats.toArray(String[]::new));
        assertThat(outcome.results()).hasSize(4).allSatisfy(result -> assertThat(result.verdict().ok()).isTrue());
    }

    @Test
    void aStrategyThatNeverStartsFailsAcceptance() throws InterruptedException {
        AcceptanceGame game = engine.acceptanceGames().get(0);
        BiFunction<Integer, SeatEvents, Seat> mute = (index, events) -> new Seat() {
            @Override
            public int index() {
                return index;
            }

            @Override
            public String name() {
                return "mute";
            }

            @Override
            public void send(byte[] data) {
                // never answers
            }

            @Override
            public void kill() {
            }
        };
        Outcome outcome = Matches.play(engine, game.format(), game.map(), 1, game.options(), Matches.SHORT,
                List.of(mute, mute));

        Optional<Verdict> verdict = engine.judgeAcceptance(List.of(outcome));
        assertThat(verdict).map(Verdict::code).contains(ReasonCode.TIME_LIMIT);
    }

    @Test
    void badRequestsAreRefusedClearly() {
        assertThatThrownBy(() -> Matches.play(ENGINE, "5p", null, 1, Map.of(), "idle", "idle"))
                .hasMessageContaining("unknown format 5p");
        assertThatThrownBy(() -> Matches.play(ENGINE, "3p", "duel", 1, Map.of(), "idle", "idle", "idle"))
                .hasMessageContaining("map duel has 2 start slots, too few for 3p");
        assertThatThrownBy(() -> Matches.play(ENGINE, "2p", "nowhere", 1, Map.of(), "idle", "idle"))
                .hasMessageContaining("unknown bomber map nowhere");
        assertThatThrownBy(() -> engine.createBot("smart", 0, "x", event -> { }))
                .hasMessageContaining("unknown built-in bot: smart");
    }

    /** The start-up limit (5 s) and the answer limit (1 s) for each tick and the end: the default of the SPI. */
    @Test
    void theCpuBudgetIsTheStartUpAndEveryAnswersLimit() {
        MatchSetup acceptance = new MatchSetup("2p", "classic", 1, List.of("a", "b"), BomberEngine.LIMITS,
                Map.of(BomberEngine.OPTION_MAX_TICKS, "40"));
        MatchSetup whole = new MatchSetup("4p", null, 1, List.of("a", "b", "c", "d"), BomberEngine.LIMITS, Map.of());

        assertThat(engine.seatLimits(acceptance).cpu()).isEqualTo(Duration.ofSeconds(5 + 41));
        assertThat(engine.seatLimits(whole).cpu()).isEqualTo(Duration.ofSeconds(5 + 301));
        assertThat(engine.seatLimits(whole).withCpu(Duration.ZERO)).isEqualTo(BomberEngine.LIMITS);
    }

    @Test
    void aMatchsOwnCpuBudgetIsKept() {
        MatchSetup setup = new MatchSetup("2p", "classic", 1, List.of("a", "b"),
                BomberEngine.LIMITS.withCpu(Duration.ofSeconds(3)), Map.of());

        assertThat(engine.seatLimits(setup).cpu()).isEqualTo(Duration.ofSeconds(3));
    }
}
