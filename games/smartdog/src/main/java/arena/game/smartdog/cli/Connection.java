package arena.game.smartdog.cli;

import arena.game.smartdog.match.ServerGame;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/** One client of the standalone server and where it is in its session (§9.6). */
final class Connection implements ServerGame.Client {

    enum State { CONNECTED, QUEUED, IN_GAME, CLOSED }

    /** How long a socket stays open after its output ended, for what the client still sends to arrive. */
    static final long LINGER_MILLIS = 200;

    private final Socket socket;
    private final OutputStream out;
    private final ScheduledExecutorService timers;
    private final Runnable onWriteFailure;
    State state = State.CONNECTED;
    String name = "";
    ServerGame game;
    int player;

    /**
     * @param timers         where the socket's delayed close runs
     * @param onWriteFailure what a failed write means: the client is gone (§9.8)
     */
    Connection(Socket socket, ScheduledExecutorService timers, Runnable onWriteFailure) throws IOException {
        this.socket = socket;
        // Without it a warning (one small write) holds back the next turn's lines until the client's delayed
        // ACK, about 40 ms, since a client that has sent its end has nothing to carry that ACK sooner.
        socket.setTcpNoDelay(true);
        this.out = socket.getOutputStream();
        this.timers = timers;
        this.onWriteFailure = onWriteFailure;
    }

    @Override
    public void send(String line) {
        if (state == State.CLOSED) {
            return;
        }
        try {
            out.write(line.getBytes(StandardCharsets.UTF_8));
            out.flush();
        } catch (IOException e) {
            onWriteFailure.run();
        }
    }

    @Override
    public void close() {
        if (state != State.CLOSED) {
            state = State.CLOSED;
            closeGently(socket, timers);
        }
    }

    /**
     * Ends the output at once (the client reads the end of the stream after the last line) and closes the
     * socket {@link #LINGER_MILLIS} later, dropping what the client sent meanwhile. Closing on bytes not read
     * yet (a refused client's join, the rest of a line too long) resets the connection, and the reset can
     * discard the last lines before the client reads them.
     */
    static void closeGently(Socket socket, ScheduledExecutorService timers) {
        try {
            socket.shutdownOutput();
            timers.schedule(() -> dropInputAndClose(socket), LINGER_MILLIS, TimeUnit.MILLISECONDS);
        } catch (IOException | RejectedExecutionException e) {
            dropInputAndClose(socket); // the client is gone, or the server is closing
        }
    }

    private static void dropInputAndClose(Socket socket) {
        try (socket) {
            InputStream in = socket.getInputStream();
            in.skipNBytes(in.available());
        } catch (IOException e) {
            // closing anyway: nothing more to do with this client
        }
    }
}
