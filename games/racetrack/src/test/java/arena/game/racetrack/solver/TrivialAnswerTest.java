package arena.game.racetrack.solver;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.racetrack.maps.SandboxTrack;
import arena.game.racetrack.maps.Track;
import arena.game.racetrack.maps.TrackParser;
import arena.game.racetrack.rules.Checker;
import arena.game.racetrack.rules.Result;
import arena.game.racetrack.rules.Status;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class TrivialAnswerTest {

    static Stream<SandboxTrack> tracks() {
        return Stream.of(SandboxTrack.T1, SandboxTrack.T2, SandboxTrack.T3, SandboxTrack.T4, SandboxTrack.T5,
                SandboxTrack.SC, new SandboxTrack("VV03", "", "1 RRRRUUUULLLLLLLLDDDDRRRR"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("tracks")
    void trivialAnswerFinishesInTwoNMinusOne(SandboxTrack sandbox) {
        Track track = new TrackParser().parse(sandbox.text());

        Result result = Checker.evaluate(track, TrivialAnswer.of(track));

        assertThat(result.status()).isEqualTo(Status.FINISHED);
        assertThat(result.time().fraction()).isEqualTo(Integer.toString(2 * track.length() - 1));
    }

    @Test
    void RV02_trivialAnswerOfT1IsTheSpecString() {
        assertThat(TrivialAnswer.of("LLLUUUURRRRRRDDDDLLL")).isEqualTo("LRLRLRUDUDUDUDRLRLRLRLRLRLDUDUDUDULRLRL");
    }
}
