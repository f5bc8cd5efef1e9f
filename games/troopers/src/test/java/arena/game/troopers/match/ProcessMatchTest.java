package arena.game.troopers.match;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.SeatHub;
import arena.game.process.ProcessSeat;
import arena.game.troopers.TroopersEngine;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Whole games over real TCP connections: strategy processes written from §7 alone ({@link RawSocketClient})
 * connect to the port their seat serves, with the launch's {@code <host> <port> <token>} arguments.
 */
class ProcessMatchTest {

    @Test
    void clientsWrittenFromTheSpecPlayAGameOverTcp() throws Exception {
        TroopersEngine engine = new TroopersEngine();
        SeatHub hub = new SeatHub(new MatchSetup("2x3", "map03", 21, List.of("a", "b"), Matches.GENEROUS,
                Map.of("moves", "3")));
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = List.of(java, "-cp", System.getProperty("java.class.path"),
                RawSocketClient.class.getName());
        List<ProcessSeat> seats = new java.util.ArrayList<>();
        for (int i = 0; i < 2; i++) {
            seats.add(ProcessSeat.start(i, "raw" + i, command, Path.of("."), engine.info().launch(), Matches.GENEROUS, hub));
            hub.add(seats.get(i));
        }
        Outcome outcome = engine.play(hub);
        assertThat(outcome.results()).allSatisfy(r -> {
            assertThat(r.verdict().ok()).as(r.verdict() + " log: " + seats.get(r.seat()).log()).isTrue();
            assertThat(r.status()).isEqualTo("OK");
        });
        assertThat(outcome.turns()).isEqualTo(3);
    }
}
