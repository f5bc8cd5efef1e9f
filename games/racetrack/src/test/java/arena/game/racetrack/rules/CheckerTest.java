package arena.game.racetrack.rules;

import static arena.game.racetrack.rules.Status.CRASHED;
import static arena.game.racetrack.rules.Status.FINISHED;
import static arena.game.racetrack.rules.Status.INVALID_ANSWER;
import static arena.game.racetrack.rules.Status.NOT_FINISHED;
import static org.assertj.core.api.Assertions.assertThat;

import arena.game.racetrack.maps.SandboxTrack;
import arena.game.racetrack.maps.Track;
import arena.game.racetrack.maps.TrackParser;
import arena.game.racetrack.protocol.Answer;
import arena.game.racetrack.protocol.AnswerReader;
import arena.game.racetrack.solver.TrivialAnswer;
import java.nio.charset.StandardCharsets;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The evaluation vectors of §15.2, from the response body through normalisation to the result. */
class CheckerTest {

    private static final TrackParser PARSER = new TrackParser();

    static Stream<Arguments> evaluationVectors() {
        return Stream.of(
                finished("RV01", SandboxTrack.T1, "UDLURRDDDULULL", 14, "14.000000", "14"),
                finished("RV02", SandboxTrack.T1, "LRLRLRUDUDUDUDRLRLRLRLRLRLDUDUDUDULRLRL", 39, "39.000000", "39"),
                finished("RV03", SandboxTrack.T1, "LURR0DDLLL", 10, "9.500000", "19/2"),
                finished("RV04", SandboxTrack.T1, "LURR0DDLL0", 10, "10.000000", "10"),
                finished("RV05", SandboxTrack.T1, "LURR0DDLLLRRRR", 10, "9.500000", "19/2"),
                notFinished("RV06", SandboxTrack.T1, "", 0),
                crashed("RV07", SandboxTrack.T1, "R", 1),
                notFinished("RV08", SandboxTrack.T1, "LRR", 3),
                crashed("RV09", SandboxTrack.T1, "LRRR", 4),
                crashed("RV10", SandboxTrack.T1, "LL0", 3),
                crashed("RV11", SandboxTrack.T1, "L00RRUU", 7),
                crashed("RV12", SandboxTrack.T1, "UUD", 2),
                notFinished("RV13", SandboxTrack.T1, "0000", 4),
                invalid("RV14", SandboxTrack.T1, "lU"),
                invalid("RV15", SandboxTrack.T1, "L U"),
                finished("RV16", SandboxTrack.T1, " LURR0DDLLL\r\n", 10, "9.500000", "19/2"),
                finished("RV17", SandboxTrack.T3, "RR00UULULDLLLDDDDDR0UURRRRURR0L", 31, "30.333333", "91/3"),
                notFinished("RV18", SandboxTrack.SC, "RULDLLRRDRU", 11),
                finished("RV19", SandboxTrack.SC, "R0LULLRRRRD0LLDD00ULULLRRUR0UDRDDL00RU", 38, "38.000000", "38"),
                finished("RV20", SandboxTrack.T3, "RR00UULULDLLLDDDDDR0UURRRRRRU0", 30, "29.750000", "119/4"),
                finished("RV21", SandboxTrack.T2, "RUU0LLDLDD0RDRRRUR", 18, "18.000000", "18"),
                finished("RV22", SandboxTrack.T2, TrivialAnswer.of(PARSER.parse(SandboxTrack.T2.text())), 107,
                        "107.000000", "107"),
                crashed("RV23", SandboxTrack.T2, "RRRRU", 4),
                finished("RV24", SandboxTrack.T5, TrivialAnswer.of(PARSER.parse(SandboxTrack.T5.text())), 1079,
                        "1079.000000", "1079"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("evaluationVectors")
    void evaluationVectorsOfSection15_2(String id, SandboxTrack sandbox, String body, Status status, int move,
            String display, String exact) {
        Result result = judge(PARSER.parse(sandbox.text()), body);

        assertThat(result.status()).isEqualTo(status);
        assertThat(result.status() == NOT_FINISHED ? result.movesDriven() : result.move()).isEqualTo(move);
        if (status == FINISHED) {
            assertThat(result.time().display()).isEqualTo(display);
            assertThat(result.time().fraction()).isEqualTo(exact);
        } else {
            assertThat(result.time()).isNull();
        }
    }

    @Test
    void RV18_shortcutThroughTouchingArmsWouldFinishWithoutTheProgressRule() {
        Track sc = PARSER.parse(SandboxTrack.SC.text());
        Race race = new Race(sc);
        for (char move : "RULDLLRRDR".toCharArray()) {
            race.move(move);
        }
        StartGate gate = new StartGate(sc);
        long x = race.x();
        long y = race.y();

        assertThat(race.progress()).isEqualTo(-1);
        assertThat(gate.crossedForwards(x, y, x + race.vx(), y + race.vy() + 1)).isTrue();
        assertThat(race.move('U')).isEqualTo(NOT_FINISHED);
    }

    @Test
    void pathHoldsTheStartAndEveryDrivenEndPointIncludingTheCrash() {
        Path path = new Path();

        Result result = Checker.evaluate(PARSER.parse(SandboxTrack.T1.text()), "LL0", path);

        assertThat(result.status()).isEqualTo(CRASHED);
        assertThat(path.points()).containsExactly(new long[] {0, 0}, new long[] {-1, 0}, new long[] {-3, 0},
                new long[] {-5, 0});
    }

    @Test
    void describeIsTheCommandLineWording() {
        Track t1 = PARSER.parse(SandboxTrack.T1.text());

        assertThat(Checker.evaluate(t1, "LURR0DDLLL").describe()).isEqualTo("FINISHED move 10 time 9.500000 (19/2)");
        assertThat(Checker.evaluate(t1, "L00RRUU").describe()).isEqualTo("CRASHED move 7");
        assertThat(Checker.evaluate(t1, "0000").describe()).isEqualTo("NOT_FINISHED after 4 moves");
        assertThat(Checker.evaluate(t1, "0x").describe()).isEqualTo("INVALID_ANSWER: move 2 is not one of 0 U D L R");
    }

    private static Result judge(Track track, String body) {
        Answer answer = new AnswerReader(1 << 20).read(body.getBytes(StandardCharsets.US_ASCII), false);
        return answer instanceof Answer.Moves moves
                ? Checker.evaluate(track, moves.moves())
                : Result.invalid(((Answer.Invalid) answer).reason().text());
    }

    private static Arguments finished(String id, SandboxTrack track, String body, int move, String display, String exact) {
        return Arguments.of(id, track, body, FINISHED, move, display, exact);
    }

    private static Arguments crashed(String id, SandboxTrack track, String body, int move) {
        return Arguments.of(id, track, body, CRASHED, move, null, null);
    }

    private static Arguments notFinished(String id, SandboxTrack track, String body, int moves) {
        return Arguments.of(id, track, body, NOT_FINISHED, moves, null, null);
    }

    private static Arguments invalid(String id, SandboxTrack track, String body) {
        return Arguments.of(id, track, body, INVALID_ANSWER, 0, null, null);
    }
}
