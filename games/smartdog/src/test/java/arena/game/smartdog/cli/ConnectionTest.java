package arena.game.smartdog.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;

class ConnectionTest {

    /**
     * A warning is a write of its own, and the next turn's lines follow it once the client has sent its
     * {@code end}: with Nagle's algorithm on they waited for the client's delayed ACK, about 44 ms a turn.
     */
    @Test
    void aClientsSocketSendsEachLineAtOnce() throws IOException {
        try (ServerSocket listener = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
                Socket client = new Socket(InetAddress.getLoopbackAddress(), listener.getLocalPort());
                Socket accepted = listener.accept()) {
            Connection connection = new Connection(accepted, Executors.newSingleThreadScheduledExecutor(), () -> { });

            assertThat(accepted.getTcpNoDelay()).isTrue();
            connection.close();
        }
    }
}
