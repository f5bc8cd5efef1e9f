package arena.game.api.turn;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.SeatHub;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/** Every numbered turn of a turn loop reaches whoever listens to the match's progress; an unnumbered one does not. */
class TurnProgressTest {

    @Test
    void numberedTurnsAreReportedAsTheGameReachesThem() {
        SeatHub hub = new SeatHub(new MatchSetup("solo", null, 1, List.of(),
                new Limits(Duration.ofSeconds(1), Duration.ofSeconds(1), Duration.ZERO, 64, 1 << 20), Map.of()));
        List<Integer> heard = new CopyOnWriteArrayList<>();
        hub.onProgress(heard::add);
        TurnLoop<String> turns = new TurnLoop<>(hub, seat -> Framing.lines());
        turns.turn(Turn.of(0, "start-up"));
        turns.turn(Turn.NONE);
        turns.turn(Turn.of(1, "tick 1"));
        turns.turn(Turn.numbered(2));
        assertThat(heard).containsExactly(0, 1, 2);
    }
}
