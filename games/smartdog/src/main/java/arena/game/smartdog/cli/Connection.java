package arena.game.smartdog.cli;

import arena.game.smartdog.match.ServerGame;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/** One client of the standalone server and where it is in its session (§9.6). */
final class Connection implements ServerGame.Client {

    enum State { CONNECTED, QUEUED, IN_GAME, CLOSED }

    private final Socket socket;
    private final OutputStream out;
    private final Runnable onWriteFailure;
    State state = State.CONNECTED;
    String name = "";
    ServerGame game;
    int player;

    /** @param onWriteFailure what a failed write means: the client is gone (§9.8) */
    Connection(Socket socket, Runnable onWriteFailure) throws IOException {
        this.socket = socket;
        // Without it a warning (one small write) holds back the next turn's lines until the client's delayed
        // ACK, about 40 ms, since a client that has sent its end has nothing to carry that ACK sooner.
        socket.setTcpNoDelay(true);
        this.out = socket.getOutputStream();
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
        state = State.CLOSED;
        try {
            socket.close();
        } catch (IOException e) {
            // closing anyway: nothing more to do with this client
        }
    }
}
