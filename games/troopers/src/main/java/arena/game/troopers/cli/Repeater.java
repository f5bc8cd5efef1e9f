package arena.game.troopers.cli;

import arena.game.api.ReplayWriter;
import arena.game.troopers.replay.RecordedStreams;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import tools.jackson.databind.JsonNode;

/**
 * The repeater (spec §8.6): serves the byte stream one player's strategy was sent in a finished game on a local
 * port, so the strategy, started as {@code <cmd> 127.0.0.1 <port> <token>}, sees exactly the world it saw;
 * whatever it sends is read and ignored.
 */
final class Repeater {

    private final byte[] stream;

    private Repeater(byte[] stream) {
        this.stream = stream;
    }

    /** The recorded stream of a player, with the cells and matrix put back from the game's map. */
    static Repeater of(byte[] replayJson, long playerId) {
        JsonNode replay = ReplayWriter.readReplay("troopers", replayJson);
        return new Repeater(new RecordedStreams(replay).of(playerId)
                .orElseThrow(() -> new IllegalArgumentException("the replay has no stream of player " + playerId)));
    }

    byte[] stream() {
        return stream.clone();
    }

    /** Waits for one strategy on the port, sends it the stream, and returns once it has gone. */
    void serve(int port, PrintStream out) throws IOException {
        try (ServerSocket server = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
            out.println("Repeating on 127.0.0.1:" + server.getLocalPort()
                    + ": start your strategy as <cmd> 127.0.0.1 " + server.getLocalPort() + " 0000000000000000");
            try (Socket socket = server.accept()) {
                socket.setTcpNoDelay(true);
                Thread drain = new Thread(() -> ignore(socket), "repeater-in");
                drain.setDaemon(true);
                drain.start();
                OutputStream to = socket.getOutputStream();
                to.write(stream);
                to.flush();
                socket.shutdownOutput();
                drain.join(60_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Reads what the strategy says until it closes: the world never depends on it. */
    private static void ignore(Socket socket) {
        byte[] buffer = new byte[8192];
        try (InputStream in = socket.getInputStream()) {
            while (in.read(buffer) > 0) {
                // ignored
            }
        } catch (IOException e) {
            // gone
        }
    }
}
