package arena.game.process;

import java.io.IOException;
import java.net.Socket;
import jdk.net.ExtendedSocketOptions;

/**
 * Acknowledges what a socket received at once rather than on the delayed-ACK timer (Linux's TCP_QUICKACK;
 * elsewhere nothing). A client that writes its turn as several small writes with Nagle's algorithm on, as the
 * 2012 smart-dog clients do, sends the second only once the first is acknowledged: when the first line gets
 * no answer, each turn waited about 40 ms for that ACK. The kernel drops the mode by itself, so it is set
 * again after every read.
 */
public final class QuickAck {

    private static final boolean SUPPORTED = supported();

    private QuickAck() {
    }

    /** Call after each read that returned bytes. */
    public static void afterRead(Socket socket) {
        if (!SUPPORTED) {
            return;
        }
        try {
            socket.setOption(ExtendedSocketOptions.TCP_QUICKACK, true);
        } catch (IOException e) {
            // closed meanwhile: there is nothing left to acknowledge
        }
    }

    private static boolean supported() {
        try (Socket probe = new Socket()) {
            return probe.supportedOptions().contains(ExtendedSocketOptions.TCP_QUICKACK);
        } catch (IOException e) {
            return false;
        }
    }
}
