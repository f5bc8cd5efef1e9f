package arena.game.troopers.match;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Limits;
import arena.game.api.Outcome;
import arena.game.api.ReasonCode;
import arena.game.troopers.TroopersEngine;
import arena.game.troopers.rules.Action;
import arena.game.troopers.rules.ActionType;
import arena.game.troopers.rules.Direction;
import arena.game.troopers.rules.TroopersRules;
import arena.testing.VirtualMatch;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Spec §5.11 and T40, on a virtual clock. */
class TimeLimitTest {

    private static final Limits SPEC = TroopersEngine.LIMITS;

    @Test
    void T40_limitFormulas() {
        assertThat(TroopersRules.STANDARD.totalRealMillis(3)).isEqualTo(77_000);
        assertThat(TroopersRules.STANDARD.totalCpuMillis(3)).isEqualTo(32_000);
        assertThat(TroopersRules.STANDARD.totalRealMillis(4)).isEqualTo(102_000);
        assertThat(TroopersRules.STANDARD.totalCpuMillis(4)).isEqualTo(42_000);
        assertThat(TroopersRules.STANDARD.totalRealMillis(5)).isEqualTo(127_000);
        assertThat(TroopersRules.STANDARD.totalCpuMillis(5)).isEqualTo(52_000);
        assertThat(TroopersRules.STANDARD.withMoveCount(25).totalRealMillis(3)).isEqualTo(39_500);
        assertThat(TroopersRules.STANDARD.withMoveCount(25).totalCpuMillis(3)).isEqualTo(17_000);
        assertThat(TroopersRules.STANDARD.withMoveCount(3).totalRealMillis(4)).isEqualTo(8_000);
        assertThat(SPEC.move()).isEqualTo(Duration.ofMillis(2000));
        assertThat(SPEC.memoryMb()).isEqualTo(256);
    }

    @Test
    void T40_fiveExchangesOf500MsCrashAtTheFifth() throws InterruptedException {
        VirtualMatch match = new VirtualMatch("2x3", "empty", SPEC, Map.of("moves", "2"), 2);
        SlowClient slow = new SlowClient(0, match, 500, Action.toward(ActionType.MOVE, Direction.CURRENT_POINT));
        SlowClient fast = new SlowClient(1, match, 0, Action.END_TURN);
        match.add(slow);
        match.add(fast);
        Outcome outcome = new TroopersEngine().play(match);
        assertThat(slow.contexts).isEqualTo(5);
        assertThat(outcome.result(0).verdict().code()).isEqualTo(ReasonCode.TIME_LIMIT);
        assertThat(outcome.result(0).status()).isEqualTo("CRASHED");
        assertThat(outcome.result(1).verdict().ok()).isTrue();
    }

    @Test
    void theGamesTotalRealTimeIsEnforced() throws InterruptedException {
        // one move of three troopers: 500 x 1 x 3 + 2000 = 3,500 ms in all; 1,900 ms per turn is within 2 s
        VirtualMatch match = new VirtualMatch("2x3", "empty", SPEC, Map.of("moves", "1"), 2);
        SlowClient slow = new SlowClient(0, match, 1900, Action.END_TURN);
        SlowClient fast = new SlowClient(1, match, 0, Action.END_TURN);
        match.add(slow);
        match.add(fast);
        Outcome outcome = new TroopersEngine().play(match);
        assertThat(slow.contexts).isEqualTo(2);
        assertThat(outcome.result(0).verdict().code()).isEqualTo(ReasonCode.TIME_LIMIT);
        assertThat(outcome.result(0).verdict()).hasToString(
                "TIME_LIMIT: move 0: no move after 1,600 ms (the 1,600 ms left of the game's total time of 3,500 ms)");
    }

    /** A trooper's later actions have what is left of its 2 s turn (D31), and the verdict says so. */
    @Test
    void aLaterActionHasWhatIsLeftOfTheTurnAndTheVerdictSaysSo() throws InterruptedException {
        VirtualMatch match = new VirtualMatch("2x3", "empty", SPEC, Map.of("moves", "2"), 2);
        SlowClient slow = new SlowClient(0, match, 640, Action.toward(ActionType.MOVE, Direction.CURRENT_POINT));
        SlowClient fast = new SlowClient(1, match, 0, Action.END_TURN);
        match.add(slow);
        match.add(fast);
        Outcome outcome = new TroopersEngine().play(match);
        // three answers of 640 ms leave 80 ms of the 2,000 ms for the fourth
        assertThat(slow.contexts).isEqualTo(4);
        assertThat(outcome.result(0).verdict()).hasToString(
                "TIME_LIMIT: move 0: no move after 80 ms (the 80 ms left of the trooper's 2,000 ms turn)");
    }

    @Test
    void aTurnsFirstActionHasTheWholeTurn() throws InterruptedException {
        VirtualMatch match = new VirtualMatch("2x3", "empty", SPEC, Map.of("moves", "1"), 2);
        SlowClient slow = new SlowClient(0, match, 2100, Action.END_TURN);
        SlowClient fast = new SlowClient(1, match, 0, Action.END_TURN);
        match.add(slow);
        match.add(fast);
        Outcome outcome = new TroopersEngine().play(match);
        assertThat(outcome.result(0).verdict()).hasToString("TIME_LIMIT: move 0: no move after 2,000 ms (limit 2,000 ms)");
    }

    @Test
    void answersWithinTheLimitsPlayTheWholeGame() throws InterruptedException {
        VirtualMatch match = new VirtualMatch("2x3", "empty", SPEC, Map.of("moves", "3"), 2);
        // 3 moves of 3 turns: 6,500 ms in all, 2,000 ms per turn
        SlowClient a = new SlowClient(0, match, 300, Action.END_TURN);
        SlowClient b = new SlowClient(1, match, 700, Action.END_TURN);
        match.add(a);
        match.add(b);
        Outcome outcome = new TroopersEngine().play(match);
        assertThat(outcome.results()).allSatisfy(r -> assertThat(r.verdict().ok()).isTrue());
        assertThat(a.contexts).isEqualTo(9);
    }
}
