package arena.game.smartdog.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;

/**
 * How the 2012 Java client's session ends, for a client that joins and then only reads (our own code after
 * its reading loop): it sends {@code join}, prints {@code error} lines and goes on reading; {@code finished}
 * makes it close the socket and exit; a failed read (a reset) does too, with a stack trace. At the end of the
 * stream without {@code finished} its reader stops but its main thread goes on waiting for the socket to be
 * closed, which nobody does: it never exits.
 */
final class JavaClientLoop {

    enum End { FINISHED, READ_FAILED, WAITS_FOREVER }

    /** How it ended, and every line it read. */
    record Session(End end, List<String> lines) {
    }

    private JavaClientLoop() {
    }

    static Session join(int port, String name, String hub) throws IOException {
        List<String> lines = new ArrayList<>();
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            socket.setSoTimeout(20_000);
            BufferedReader reader = new BufferedReader(new InputStreamReader(socket.getInputStream()));
            PrintWriter writer = new PrintWriter(socket.getOutputStream());
            writer.println("join " + name + " " + hub);
            writer.flush();
            String line;
            try {
                while ((line = reader.readLine()) != null) {
                    lines.add(line);
                    if (line.startsWith("finished")) {
                        return new Session(End.FINISHED, lines);
                    }
                }
            } catch (java.net.SocketTimeoutException e) {
                throw e; // the server said nothing more and did not close: not what is tested here
            } catch (IOException e) {
                return new Session(End.READ_FAILED, lines);
            }
            return new Session(End.WAITS_FOREVER, lines);
        }
    }
}
