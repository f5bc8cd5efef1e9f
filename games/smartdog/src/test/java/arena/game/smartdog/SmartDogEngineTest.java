package arena.game.smartdog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.game.api.AcceptanceGame;
import arena.game.api.EngineInfo;
import arena.game.api.Format;
import arena.game.api.GameEngine;
import arena.game.api.GameMap;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.ReplayWriter;
import arena.game.api.TestGame;
import arena.game.api.Transport;
import arena.testing.Matches;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;

class SmartDogEngineTest {

    private static final SmartDogEngine ENGINE = new SmartDogEngine();

    private final SmartDogEngine engine = new SmartDogEngine();

    @Test
    void foundThroughServiceLoader() {
        assertThat(ServiceLoader.load(GameEngine.class).stream().map(p -> p.get().info().id())).contains("smartdog");
    }

    @Test
    void describesTheHubsAsFormats_theOriginalMaps_andTcpOnPort3002() {
        EngineInfo info = engine.info();
        assertThat(info.formats()).extracting(Format::id).containsExactly("solo", "duet", "trio", "quartet");
        assertThat(info.formats()).extracting(Format::seats).containsExactly(1, 2, 3, 4);
        assertThat(info.maps()).extracting(GameMap::id)
                .containsExactly("capture-the-sheep", "collector-1", "keeper-1", "simple-1");
        assertThat(info.maps().get(3).data()).startsWith("..........\n..---.....\n*.---.*...\n");
        assertThat(info.launch().transport()).isEqualTo(Transport.TCP);
        assertThat(info.launch().port()).isEqualTo(3002);
        assertThat(info.launch().args()).containsExactly("-host", "{host}", "-port", "{port}");
        assertThat(info.packs()).extracting(p -> p.language()).containsExactly("java", "python", "javascript");
        for (var pack : info.packs()) {
            assertThat(getClass().getClassLoader().getResource(pack.resource())).as(pack.resource()).isNotNull();
        }
        assertThat(info.bots()).extracting(b -> b.id()).containsExactly("idle", "herding");
    }

    @Test
    void everyFormatPlaysOnEveryMap() throws InterruptedException {
        for (GameMap map : engine.info().maps()) {
            for (Format format : engine.info().formats()) {
                String[] bots = new String[format.seats()];
                java.util.Arrays.fill(bots, "herding");
                Outcome outcome = Matches.play(ENGINE, format.id(), map.id(), 7, Map.of("turnsLimit", "15"), bots);
                assertThat(outcome.turns()).as("%s on %s", format.id(), map.id()).isEqualTo(15);
                assertThat(outcome.results()).hasSize(format.seats()).allMatch(r -> r.verdict().ok());
                assertThat(ReplayWriter.read(outcome.replay()).path("game").asString()).isEqualTo("smartdog");
            }
        }
    }

    @Test
    void aMatchWithoutAMapDrawsOneWithTheSeed() throws InterruptedException {
        String first = ReplayWriter.read(Matches.play(ENGINE, "duet", null, 3, Map.of("turnsLimit", "2"), "idle", "idle").replay())
                .path("map").asString();
        String again = ReplayWriter.read(Matches.play(ENGINE, "duet", null, 3, Map.of("turnsLimit", "2"), "idle", "idle").replay())
                .path("map").asString();
        assertThat(again).isEqualTo(first);
        assertThat(engine.info().map(first)).isPresent();
    }

    @Test
    void theMoveLimitIsTheAnnouncedWaitForTurn() throws InterruptedException {
        Outcome outcome = Matches.play(ENGINE, "solo", "simple-1", 1, Map.of("turnsLimit", "1"), "idle");
        assertThat(ReplayWriter.read(outcome.replay()).path("options").path("waitForTurn").intValue())
                .isEqualTo((int) Matches.GENEROUS.move().toMillis());
    }

    @Test
    void placesByScore_equalScoresShare() throws InterruptedException {
        Outcome outcome = Matches.play(ENGINE, "trio", "keeper-1", 1, Map.of("turnsLimit", "3"), "idle", "idle", "idle");
        assertThat(outcome.results()).extracting(r -> r.place()).containsExactly(1, 1, 1);
        assertThat(outcome.summary()).isEqualTo("all tied at 0.00 after 3 turns.");
    }

    @Test
    void theTestGameIsAWholeQuartetAgainstTwoHerdingBotsAndAnIdleOne() throws InterruptedException {
        assertThat(engine.testGames()).hasSize(1);
        TestGame test = engine.testGames().get(0);
        assertThat(test.format()).isEqualTo("quartet");
        assertThat(test.map()).isNull();
        assertThat(test.bots()).containsExactly("herding", "herding", "idle");
        assertThat(test.bots()).allSatisfy(bot -> assertThat(engine.info().bot(bot)).isPresent());

        // the new strategy (here the herding bot itself) plays seat 0
        List<String> seats = new ArrayList<>(List.of("herding"));
        seats.addAll(test.bots());
        Outcome outcome = Matches.play(ENGINE, test.format(), test.map(), 5, test.options(), seats.toArray(String[]::new));
        assertThat(outcome.results()).hasSize(4).allSatisfy(result -> assertThat(result.verdict().ok()).isTrue());
    }

    @Test
    void acceptanceGamesAreASoloAndADuet() throws InterruptedException {
        List<AcceptanceGame> games = engine.acceptanceGames();
        assertThat(games).extracting(AcceptanceGame::format).containsExactly("solo", "duet");
        for (AcceptanceGame game : games) {
            String[] bots = game.format().equals("solo") ? new String[] {"herding"} : new String[] {"herding", "herding"};
            Outcome outcome = Matches.play(ENGINE, game.format(), game.map(), 1, game.options(), bots);
            assertThat(engine.judgeAcceptance(List.of(outcome))).isEmpty();
        }
    }

    @Test
    void maxMovesFollowsTheMapAndTheOption() {
        assertThat(engine.maxMoves(setup("duet", "keeper-1", Map.of()))).isEqualTo(101);
        assertThat(engine.maxMoves(setup("duet", null, Map.of()))).isEqualTo(601);
        assertThat(engine.maxMoves(setup("duet", "keeper-1", Map.of("turnsLimit", "40")))).isEqualTo(41);
        assertThatThrownBy(() -> engine.maxMoves(setup("duet", null, Map.of("turnsLimit", "5000"))))
                .hasMessage("turnsLimit must be between 1 and 1000, not 5000");
    }

    @Test
    void refusesUnknownFormatsMapsAndBots() {
        assertThatThrownBy(() -> Matches.play(ENGINE, "pair", null, 1, Map.of(), "idle", "idle"))
                .hasMessageContaining("unknown format pair");
        assertThatThrownBy(() -> Matches.play(ENGINE, "duet", "moon", 1, Map.of(), "idle", "idle"))
                .hasMessageContaining("unknown smartdog map moon");
        assertThatThrownBy(() -> Matches.play(ENGINE, "duet", null, 1, Map.of(), "idle"))
                .hasMessageContaining("format duet needs 2 seats");
        assertThatThrownBy(() -> engine.createBot("clever", 0, "x", event -> { }))
                .hasMessageContaining("unknown built-in bot: clever");
    }

    private static MatchSetup setup(String format, String map, Map<String, String> options) {
        return new MatchSetup(format, map, 1, List.of("a", "b"), Matches.SHORT, options);
    }

    /** The start-up limit (10 s) and waitForTurn (2 s) for each turn and the end of the game. */
    @Test
    void theCpuBudgetIsTheStartUpAndEveryTurnsLimit() {
        MatchSetup acceptance = new MatchSetup("duet", "simple-1", 1, List.of("a", "b"), SmartDogEngine.LIMITS,
                Map.of(SmartDogEngine.OPTION_TURNS_LIMIT, "40"));
        MatchSetup longest = new MatchSetup("solo", "capture-the-sheep", 1, List.of("a"), SmartDogEngine.LIMITS,
                Map.of());

        assertThat(engine.seatLimits(acceptance).cpu()).isEqualTo(Duration.ofSeconds(10 + 2 * 41));
        assertThat(engine.seatLimits(longest).cpu()).isEqualTo(Duration.ofSeconds(10 + 2 * 601));
    }

    @Test
    void theMessageEndIsALineEnd() {
        assertThat(engine.info().launch().end()).isEqualTo(arena.game.api.MessageEnd.LINE);
    }
}
