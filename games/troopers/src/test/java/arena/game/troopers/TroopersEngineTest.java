package arena.game.troopers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.game.api.AcceptanceGame;
import arena.game.api.EngineInfo;
import arena.game.api.Format;
import arena.game.api.GameEngines;
import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.SeatHub;
import arena.game.api.TestGame;
import arena.game.api.Transport;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What the engine tells the platform, and the set-up errors it names. */
class TroopersEngineTest {

    private final TroopersEngine engine = new TroopersEngine();

    @Test
    void isFoundByTheServiceLoader() {
        assertThat(GameEngines.load().find("troopers")).containsInstanceOf(TroopersEngine.class);
    }

    @Test
    void describesFormatsMapsLaunchAndLimits() {
        EngineInfo info = engine.info();
        assertThat(info.formats().stream().map(Format::id)).containsExactly("4x3", "4x4", "2x5", "2x3", "2x4", "4x5");
        assertThat(info.format("2x5").orElseThrow().seats()).isEqualTo(2);
        assertThat(info.maps()).hasSizeGreaterThanOrEqualTo(8);
        assertThat(info.launch().transport()).isEqualTo(Transport.TCP);
        assertThat(info.launch().port()).isEqualTo(31001);
        assertThat(info.launch().args()).containsExactly("{host}", "{port}", "{token}");
        assertThat(info.launch().token()).isEqualTo("0000000000000000");
        assertThat(info.limits().move()).isEqualTo(Duration.ofSeconds(2));
        assertThat(info.limits().memoryMb()).isEqualTo(256);
        assertThat(info.bots().stream().map(b -> b.id())).contains("idle", "quickstart", "smart");
    }

    @Test
    void D38_acceptanceIsThreeShortGamesInTheContestFormats() {
        assertThat(engine.acceptanceGames()).containsExactly(
                new AcceptanceGame("4x3", null, Map.of("moves", "3")),
                new AcceptanceGame("4x4", null, Map.of("moves", "3")),
                new AcceptanceGame("2x5", null, Map.of("moves", "3")));
    }

    @Test
    void aTestSubmissionPlaysA25Move4x3GameAgainstQuickStartAndTwoIdleBots() throws InterruptedException {
        assertThat(engine.testGames()).containsExactly(
                new TestGame("4x3", null, Map.of("moves", "25"), List.of("quickstart", "idle", "idle")));
        TestGame test = engine.testGames().get(0);
        assertThat(test.bots()).allSatisfy(bot -> assertThat(engine.info().bot(bot)).isPresent());

        // the new strategy (here the smart bot) plays seat 0, the declared bots the others
        List<String> seats = new ArrayList<>(List.of("smart"));
        seats.addAll(test.bots());
        Limits limits = TroopersEngine.LIMITS.withTimes(Duration.ofSeconds(10), Duration.ofSeconds(10), Duration.ZERO);
        SeatHub hub = new SeatHub(new MatchSetup(test.format(), test.map(), 7, List.of("new", "quick", "idle", "idle (2)"),
                limits, test.options()));
        for (int i = 0; i < seats.size(); i++) {
            hub.add(engine.createBot(seats.get(i), i, "seat" + i, hub));
        }
        Outcome outcome = engine.play(hub);
        assertThat(outcome.results()).hasSize(4).allSatisfy(result -> assertThat(result.verdict().ok()).isTrue());
        assertThat(outcome.turns()).isPositive().isLessThanOrEqualTo(25);
        assertThat(engine.maxMoves(hub.setup())).isEqualTo(25 * 3 * 4 + 3);
    }

    @Test
    void fourIdleSquadsAllTieAndTheSummarySaysSo() throws InterruptedException {
        Limits limits = TroopersEngine.LIMITS.withTimes(Duration.ofSeconds(10), Duration.ofSeconds(10), Duration.ZERO);
        SeatHub hub = new SeatHub(new MatchSetup("4x3", "map01", 7, List.of("a", "b", "c", "d"), limits,
                Map.of("moves", "2")));
        for (int i = 0; i < 4; i++) {
            hub.add(engine.createBot("idle", i, "seat" + i, hub));
        }
        Outcome outcome = engine.play(hub);
        assertThat(outcome.results()).extracting(r -> r.place()).containsExactly(1, 1, 1, 1);
        assertThat(outcome.summary()).isEqualTo("Map map01, 2 moves: all tied at 0 points.");
        assertThat(outcome.result(0).details().get("answer time")).matches("\\d+\\.\\d{3} s");
    }

    @Test
    void everyStrategyIsStartedWithTheWholeGameCpuTimeOfSection5_11() {
        // spec §5.11's table: 200 x moves x teamSize + 2000 ms, for the spec's 2 s turns
        assertThat(cpu("4x3", Map.of(), TroopersEngine.LIMITS)).isEqualTo(Duration.ofMillis(32_000));
        assertThat(cpu("4x4", Map.of(), TroopersEngine.LIMITS)).isEqualTo(Duration.ofMillis(42_000));
        assertThat(cpu("2x5", Map.of(), TroopersEngine.LIMITS)).isEqualTo(Duration.ofMillis(52_000));
        assertThat(cpu("4x3", Map.of("moves", "25"), TroopersEngine.LIMITS)).isEqualTo(Duration.ofMillis(17_000));
        assertThat(cpu("4x3", Map.of("moves", "3"), TroopersEngine.LIMITS)).isEqualTo(Duration.ofMillis(3_800));
        assertThat(cpu("4x4", Map.of("moves", "3"), TroopersEngine.LIMITS)).isEqualTo(Duration.ofMillis(4_400));
        assertThat(cpu("2x5", Map.of("moves", "3"), TroopersEngine.LIMITS)).isEqualTo(Duration.ofMillis(5_000));
        // a contest with 1 s turns halves it, as it halves the real-time total; the other limits stay the match's
        Limits fast = TroopersEngine.LIMITS.withTimes(Duration.ofSeconds(5), Duration.ofSeconds(1), Duration.ZERO);
        assertThat(cpu("4x3", Map.of(), fast)).isEqualTo(Duration.ofMillis(16_000));
        MatchSetup setup = new MatchSetup("4x3", null, 1, List.of("a", "b", "c", "d"), fast, Map.of());
        assertThat(engine.seatLimits(setup).withCpu(Duration.ZERO)).isEqualTo(fast);
    }

    private Duration cpu(String format, Map<String, String> options, Limits limits) {
        int seats = format.startsWith("4") ? 4 : 2;
        List<String> names = List.of("a", "b", "c", "d").subList(0, seats);
        return engine.seatLimits(new MatchSetup(format, null, 1, names, limits, options)).cpu();
    }

    @Test
    void maxMovesCountsOneWaitPerTrooperTurn() {
        MatchSetup setup = new MatchSetup("2x5", null, 1, List.of("a", "b"), TroopersEngine.LIMITS, Map.of("moves", "3"));
        assertThat(engine.maxMoves(setup)).isEqualTo(3 * 5 * 2 + 3);
    }

    @Test
    void badSetupsAreNamed() {
        SeatHub hub = new SeatHub(new MatchSetup("3x3", null, 1, List.of("a", "b", "c"), TroopersEngine.LIMITS,
                Map.of()));
        assertThatThrownBy(() -> engine.play(hub)).hasMessageContaining("unknown format 3x3");
        SeatHub two = new SeatHub(new MatchSetup("2x3", "nowhere", 1, List.of("a", "b"), TroopersEngine.LIMITS,
                Map.of()));
        two.add(engine.createBot("idle", 0, "a", two));
        two.add(engine.createBot("idle", 1, "b", two));
        assertThatThrownBy(() -> engine.play(two)).hasMessage("unknown troopers map nowhere");
        SeatHub long_ = new SeatHub(new MatchSetup("2x3", null, 1, List.of("a", "b"), TroopersEngine.LIMITS,
                Map.of("moves", "500")));
        long_.add(engine.createBot("idle", 0, "a", long_));
        long_.add(engine.createBot("idle", 1, "b", long_));
        assertThatThrownBy(() -> engine.play(long_)).hasMessage("moves must be between 1 and 200, not 500");
        assertThatThrownBy(() -> engine.createBot("nobody", 0, "x", two)).hasMessageContaining("unknown built-in bot");
    }

    /**
     * Troopers' binary messages have no end byte for the sandbox to watch; the whole game's output is capped below
     * the 10 MiB one message may have in the other games, so no message of troopers gets further.
     */
    @Test
    void theWholeGamesOutputIsBelowTheMessageCap() {
        assertThat(engine.info().launch().end()).isEqualTo(arena.game.api.MessageEnd.NONE);
        assertThat(TroopersEngine.LIMITS.maxMessageBytes()).isLessThan(arena.game.api.MessageEnd.MAX_MESSAGE_BYTES);
    }
}
