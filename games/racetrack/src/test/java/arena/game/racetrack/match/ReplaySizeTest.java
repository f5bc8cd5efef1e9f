package arena.game.racetrack.match;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.ReplayWriter;
import arena.game.api.SeatHub;
import arena.game.racetrack.RacetrackEngine;
import arena.game.racetrack.maps.SandboxTrack;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The longest answer a strategy may send (the whole message size) on every track, with moves that keep
 * the car on the track without finishing: the replay holds the answer and every position, and stays under
 * a third of the replay cap, so no strategy can push a legal game over it.
 */
class ReplaySizeTest {

    /** Stand still, or rock back and forth around the start in each direction. */
    private static final List<String> PATTERNS = List.of("0", "UDDU", "LRRL");

    private final RacetrackEngine engine = new RacetrackEngine();

    static Stream<String> tracks() {
        return SandboxTrack.SANDBOX.stream().map(SandboxTrack::id);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("tracks")
    void theLongestAnswerStaysFarUnderTheReplayCap(String map) throws InterruptedException {
        Limits limits = engine.info().limits().withTimes(Duration.ofSeconds(5), Duration.ofSeconds(5), Duration.ZERO);
        int driven = 0;
        for (String pattern : PATTERNS) {
            String answer = pattern.repeat((int) (limits.maxMessageBytes() / pattern.length()));
            SeatHub hub = new SeatHub(new MatchSetup(RacetrackEngine.SOLO, map, 42, List.of("stub"), limits, Map.of()));
            hub.add(new StubSeat(hub, StubSeat.listening(), seat -> seat.reply(answer)));

            Outcome outcome = engine.play(hub);

            assertThat(ReplayWriter.isOversized(outcome.replay())).isFalse();
            assertThat(outcome.replay().length).as(pattern).isLessThan(ReplayWriter.MAX_BYTES / 3);
            if (outcome.turns() == answer.length()) {
                driven++;
            }
        }
        assertThat(driven).as("patterns that drive the whole answer without crashing").isPositive();
    }
}
