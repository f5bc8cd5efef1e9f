package arena.game.process;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.SeatEvent;
import arena.testing.Eventually;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.BindException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class SocketSeatTest {

    private final LinkedBlockingQueue<SeatEvent> events = new LinkedBlockingQueue<>();

    @Test
    void aListeningSeatCarriesTheFirstConnectionAndClosesAfterItsLastMessage() throws Exception {
        SocketSeat seat = SocketSeat.listening(0, "local", 0);
        seat.start(events::add);
        try (Socket client = new Socket(InetAddress.getLoopbackAddress(), seat.port())) {
            assertThat(next()).isInstanceOf(SeatEvent.Connected.class);
            client.getOutputStream().write(bytes("hello"));
            assertThat(text(next())).isEqualTo("hello");
            seat.send(bytes("one "));
            seat.send(bytes("last"));
            seat.kill();
            assertThat(readAll(client.getInputStream())).isEqualTo("one last");
        }
    }

    @Test
    void anAcceptedConnectionHandsWhatWasReadToBindItFirst() throws Exception {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
                Socket client = new Socket(InetAddress.getLoopbackAddress(), server.getLocalPort())) {
            SocketSeat seat = SocketSeat.over(2, "player 2", server.accept(), bytes("token"));
            seat.start(events::add);
            assertThat(next()).isInstanceOf(SeatEvent.Connected.class);
            assertThat(text(next())).isEqualTo("token");
            client.close();
            assertThat(next()).isInstanceOf(SeatEvent.Disconnected.class);
            assertThat(seat.index()).isEqualTo(2);
        }
    }

    @Test
    void aListeningSeatKilledBeforeAnyConnectionStopsListening() throws Exception {
        SocketSeat seat = SocketSeat.listening(0, "local", 0);
        int port = seat.port();
        seat.start(events::add);
        seat.kill();
        // The JDK defers closing a socket another thread is blocked accepting on until that thread wakes, so the
        // port comes back moments after kill() returns, not at once.
        Eventually.await("the port given back", Duration.ofSeconds(10)).ignoreException(BindException.class)
                .until(() -> {
                    try (ServerSocket again = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
                        return again.getLocalPort() == port;
                    }
                });
        assertThat(events).isEmpty();
    }

    private SeatEvent next() throws InterruptedException {
        SeatEvent event = events.poll(5, TimeUnit.SECONDS);
        assertThat(event).as("an event within 5 s").isNotNull();
        return event;
    }

    private static String text(SeatEvent event) {
        return new String(((SeatEvent.Received) event).data(), StandardCharsets.UTF_8);
    }

    private static String readAll(InputStream in) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        in.transferTo(out);
        return out.toString(StandardCharsets.UTF_8);
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
