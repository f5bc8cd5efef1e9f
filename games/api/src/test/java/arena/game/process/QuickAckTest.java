package arena.game.process;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import jdk.net.ExtendedSocketOptions;
import org.junit.jupiter.api.Test;

class QuickAckTest {

    @Test
    void afterAReadTheSocketAcknowledgesAtOnce() throws IOException {
        try (ServerSocket listener = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
                Socket client = new Socket(InetAddress.getLoopbackAddress(), listener.getLocalPort());
                Socket accepted = listener.accept()) {
            assumeTrue(accepted.supportedOptions().contains(ExtendedSocketOptions.TCP_QUICKACK),
                    "no TCP_QUICKACK on this system: nothing to set");
            accepted.setOption(ExtendedSocketOptions.TCP_QUICKACK, false);

            QuickAck.afterRead(accepted);

            assertThat(accepted.getOption(ExtendedSocketOptions.TCP_QUICKACK)).isTrue();
        }
    }

    @Test
    void aClosedSocketIsLeftAlone() throws IOException {
        Socket closed = new Socket();
        closed.close();

        QuickAck.afterRead(closed);

        assertThat(closed.isClosed()).isTrue();
    }
}
