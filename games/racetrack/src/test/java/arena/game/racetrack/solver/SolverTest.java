package arena.game.racetrack.solver;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.racetrack.maps.SandboxTrack;
import arena.game.racetrack.maps.Track;
import arena.game.racetrack.maps.TrackParser;
import arena.game.racetrack.rules.Checker;
import arena.game.racetrack.rules.Result;
import arena.game.racetrack.rules.Status;
import java.time.Duration;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class SolverTest {

    private final TrackParser parser = new TrackParser();

    static Stream<Arguments> optima() {
        return Stream.of(
                Arguments.of("T1", SandboxTrack.T1, "9.500000", "19/2"),
                Arguments.of("T2", SandboxTrack.T2, "18.000000", "18"),
                Arguments.of("T3", SandboxTrack.T3, "29.600000", "148/5"),
                Arguments.of("T4", SandboxTrack.T4, "42.800000", "214/5"),
                Arguments.of("T5", SandboxTrack.T5, "112.000000", "112"),
                Arguments.of("RV19 SC", SandboxTrack.SC, "38.000000", "38"));
    }

    /** The optimal times of §13.3 (and RV-19's on SC), checked by evaluating the solver's answer. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("optima")
    void solverFindsTheOptimalTimeOfSection13_3(String id, SandboxTrack sandbox, String display, String exact) {
        Track track = parser.parse(sandbox.text());

        Solution solution = new Solver().solve(track);
        Result result = Checker.evaluate(track, solution.moves());

        assertThat(solution.optimal()).isTrue();
        assertThat(result.status()).isEqualTo(Status.FINISHED);
        assertThat(result.time().display()).isEqualTo(display);
        assertThat(result.time().fraction()).isEqualTo(exact);
        assertThat(result.answerLength()).isEqualTo(result.move());
    }

    @Test
    void exhaustedStateBudgetFallsBackToTheTrivialAnswer() {
        Track t5 = parser.parse(SandboxTrack.T5.text());

        Solution solution = new Solver(Duration.ofSeconds(20), 1_000).solve(t5);

        assertThat(solution.optimal()).isFalse();
        assertThat(solution.moves()).isEqualTo(TrivialAnswer.of(t5));
        assertThat(solution.states()).isLessThanOrEqualTo(1_000);
    }

    @Test
    void exhaustedTimeBudgetFallsBackToTheTrivialAnswer() {
        Track t5 = parser.parse(SandboxTrack.T5.text());

        Solution solution = new Solver(Duration.ZERO, Solver.DEFAULT_STATE_BUDGET).solve(t5);

        assertThat(solution.optimal()).isFalse();
        assertThat(Checker.evaluate(t5, solution.moves()).time().display()).isEqualTo("1079.000000");
    }
}
