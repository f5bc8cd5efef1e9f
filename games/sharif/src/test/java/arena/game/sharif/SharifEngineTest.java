package arena.game.sharif;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.GameEngine;
import arena.game.api.Launch;
import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.ReplayWriter;
import arena.game.api.SeatHub;
import arena.game.api.TestGame;
import arena.game.api.Transport;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

class SharifEngineTest {

    private static final Limits GENEROUS = new Limits(Duration.ofSeconds(10), Duration.ofSeconds(10), Duration.ZERO,
            64, 8L << 20);

    private final SharifEngine engine = new SharifEngine();

    @Test
    void foundThroughServiceLoader() {
        assertThat(ServiceLoader.load(GameEngine.class).stream().map(p -> p.get().info().id())).contains("sharif");
    }

    @Test
    void clientsAreLaunchedWithTheOriginalEnvironment() {
        Launch launch = engine.info().launch();
        assertThat(launch.transport()).isEqualTo(Transport.TCP);
        assertThat(launch.port()).isEqualTo(7099);
        assertThat(launch.args()).isEmpty();
        assertThat(launch.env()).containsEntry("AICHostIP", "{host}").containsEntry("AICHostPort", "{port}")
                .containsEntry("AICToken", "{token}");
        assertThat(Launch.expand(launch.env().get("AICToken"), "127.0.0.1", 7099, launch.token()))
                .isEqualTo(launch.token());
    }

    @Test
    void theTestGameIsAShort2v2WithAnIdleFriendAgainstTheQuickStartBotAndAnIdleKing() throws InterruptedException {
        assertThat(engine.testGames()).hasSize(1);
        TestGame test = engine.testGames().get(0);
        assertThat(test.format()).isEqualTo("2v2");
        assertThat(test.map()).isNull();
        assertThat(test.bots()).containsExactly("quickstart", "idle", "idle");
        assertThat(test.bots()).allSatisfy(bot -> assertThat(engine.info().bot(bot)).isPresent());

        // the new strategy (here the quick-start bot itself) plays seat 0
        List<String> seats = new ArrayList<>(List.of("quickstart"));
        seats.addAll(test.bots());
        SeatHub hub = new SeatHub(new MatchSetup(test.format(), test.map(), 5, List.of("a", "b", "c", "d"), GENEROUS,
                test.options()));
        for (int i = 0; i < seats.size(); i++) {
            hub.add(engine.createBot(seats.get(i), i, seats.get(i) + i, hub));
        }
        Outcome outcome = engine.play(hub);
        assertThat(outcome.turns()).isBetween(1, 60);
        assertThat(outcome.results()).hasSize(4).allSatisfy(result -> assertThat(result.verdict().ok()).isTrue());
        assertThat(ReplayWriter.read(outcome.replay()).path("frames").size()).isEqualTo(outcome.turns());
    }

    @Test
    void theReplayCarriesTheMapAndWhatTheViewerDraws() throws InterruptedException {
        SeatHub hub = new SeatHub(new MatchSetup("2v2", "final2", 3, List.of("a", "b", "c", "d"), GENEROUS,
                Map.of(SharifEngine.OPTION_MAX_TURNS, "40")));
        for (int i = 0; i < 4; i++) {
            hub.add(engine.createBot("quickstart", i, "q" + i, hub));
        }
        JsonNode replay = ReplayWriter.read(engine.play(hub).replay());
        assertThat(replay.path("init").path("map").path("kings").size()).isEqualTo(4);
        assertThat(replay.path("init").path("map").path("paths").size()).isEqualTo(10);
        assertThat(replay.path("init").path("gameConstants").path("maxTurns").intValue()).isEqualTo(40);
        JsonNode last = replay.path("frames").get(replay.path("frames").size() - 1);
        assertThat(last.path("kingTargets").size()).isEqualTo(4);
        assertThat(last.path("players").get(0).path("hand").size()).isEqualTo(5);
        boolean unitsSeen = false;
        boolean castsSeen = false;
        for (JsonNode frame : replay.path("frames")) {
            for (JsonNode unit : frame.path("units")) {
                unitsSeen = true;
                assertThat(unit.size()).isEqualTo(10);
                assertThat(unit.get(0).intValue()).isGreaterThanOrEqualTo(37);
            }
            for (JsonNode cast : frame.path("casts")) {
                castsSeen = true;
                assertThat(cast.size()).isEqualTo(6);
            }
        }
        assertThat(unitsSeen).isTrue();
        assertThat(castsSeen).isTrue();
    }

    /**
     * The start-up limit (10 s) plus every window of the longest game: final2's pick (5,000 ms) and 180 turns of
     * 800 ms, each with the extra of 1,000 ms; the acceptance game plays 30 turns.
     */
    @Test
    void theCpuBudgetIsTheStartUpAndEveryWindow() {
        List<String> names = List.of("a", "b", "c", "d");
        MatchSetup whole = new MatchSetup("2v2", "final2", 1, names, SharifEngine.LIMITS, Map.of());
        MatchSetup acceptance = new MatchSetup("2v2", "final2", 1, names, SharifEngine.LIMITS,
                Map.of(SharifEngine.OPTION_MAX_TURNS, "30"));

        assertThat(engine.seatLimits(whole).cpu()).isEqualTo(Duration.ofMillis(10_000 + 6_000 + 180 * 1_800));
        assertThat(engine.seatLimits(acceptance).cpu()).isEqualTo(Duration.ofMillis(10_000 + 6_000 + 30 * 1_800));
    }

    @Test
    void theMessageEndIsNul() {
        assertThat(engine.info().launch().end()).isEqualTo(arena.game.api.MessageEnd.NUL);
    }
}
