package arena.game.process;

import static org.assertj.core.api.Assertions.assertThat;

import arena.testing.Required;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import jdk.net.ExtendedSocketOptions;
import org.junit.jupiter.api.Test;

class QuickAckTest {

    @Test
    void eachReadSetsQuickAcknowledgementAgain() throws IOException {
        try (ServerSocket listener = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
                Socket client = new Socket(InetAddress.getLoopbackAddress(), listener.getLocalPort());
                Socket accepted = listener.accept()) {
            Required.linux(accepted.supportedOptions().contains(ExtendedSocketOptions.TCP_QUICKACK),
                    "no TCP_QUICKACK on this system");
            InputStream in = QuickAck.input(accepted);
            for (String line : new String[] {"do 1 bark\n", "end\n"}) {
                accepted.setOption(ExtendedSocketOptions.TCP_QUICKACK, false); // as the kernel may do
                client.getOutputStream().write(line.getBytes());

                assertThat(in.read(new byte[64])).isEqualTo(line.length());
                assertThat(accepted.getOption(ExtendedSocketOptions.TCP_QUICKACK)).as("after %s", line).isTrue();
            }
        }
    }

    @Test
    void theEndOfTheStreamIsPassedOn() throws IOException {
        try (ServerSocket listener = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
                Socket client = new Socket(InetAddress.getLoopbackAddress(), listener.getLocalPort());
                Socket accepted = listener.accept()) {
            client.close();

            assertThat(QuickAck.input(accepted).read()).isEqualTo(-1);
        }
    }
}
