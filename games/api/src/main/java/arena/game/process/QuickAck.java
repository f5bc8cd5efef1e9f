package arena.game.process;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import jdk.net.ExtendedSocketOptions;

/**
 * A socket's input that acknowledges what it read at once rather than on the delayed-ACK timer (Linux's
 * TCP_QUICKACK; elsewhere a plain input). A client that writes its turn in several small writes with Nagle's
 * algorithm on, as the 2012 smart-dog clients do, sends the second only once the first is acknowledged: when
 * the first line gets no answer, each turn waited 40 ms or more for that ACK. The kernel drops the mode by
 * itself, so it is set again after every read.
 */
public final class QuickAck {

    private static final boolean SUPPORTED = supported();

    private QuickAck() {
    }

    public static InputStream input(Socket socket) throws IOException {
        InputStream in = socket.getInputStream();
        if (!SUPPORTED) {
            return in;
        }
        return new FilterInputStream(in) {
            @Override
            public int read() throws IOException {
                return acknowledged(super.read());
            }

            @Override
            public int read(byte[] buffer, int offset, int length) throws IOException {
                return acknowledged(super.read(buffer, offset, length));
            }

            private int acknowledged(int read) {
                if (read >= 0) {
                    try {
                        socket.setOption(ExtendedSocketOptions.TCP_QUICKACK, true);
                    } catch (IOException e) {
                        // closed meanwhile: what was read is still passed on
                    }
                }
                return read;
            }
        };
    }

    private static boolean supported() {
        try (Socket probe = new Socket()) {
            return probe.supportedOptions().contains(ExtendedSocketOptions.TCP_QUICKACK);
        } catch (IOException e) {
            return false;
        }
    }
}
