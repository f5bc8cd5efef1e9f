package arena.game.api.turn;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Limits;
import arena.game.api.Seat;
import arena.game.api.SeatEvent;
import arena.testing.VirtualMatch;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class FramingTest {

    private final Seat seat = new ScriptedSeat(0, new VirtualMatch(new Limits(Duration.ofSeconds(1), Duration.ofSeconds(1),
            Duration.ZERO, 64, 1 << 20), 1), (s, text) -> { });

    private SeatEvent chunk(String text) {
        return new SeatEvent.Received(seat, text.getBytes(StandardCharsets.UTF_8), 0);
    }

    @Test
    void linesMayArriveInPiecesAndLoseTheirCarriageReturn() {
        Framing<String> lines = Framing.lines();

        assertThat(lines.read(chunk("po"))).isEmpty();
        assertThat(lines.read(chunk("ng\r\nmo"))).containsExactly("pong");
        assertThat(lines.read(chunk("ve r\u00e9\n\n"))).containsExactly("move r\u00e9", "");
    }

    @Test
    void aReplyIsOneMessageAndStreamBytesAreNone() {
        SeatEvent.Reply reply = new SeatEvent.Reply(seat, 200, new byte[0], false, 0, 0);

        assertThat(Framing.replies().read(reply)).containsExactly(reply);
        assertThat(Framing.replies().read(chunk("x\n"))).isEmpty();
    }
}
