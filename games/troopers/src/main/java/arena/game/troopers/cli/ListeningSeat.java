package arena.game.troopers.cli;

import arena.game.api.Seat;
import arena.game.api.SeatEvent;
import arena.game.api.SeatEvents;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.Arrays;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * A seat for a strategy the user starts by hand (from an IDE, say), as with the 2013 local runner: it listens
 * on a fixed local port, takes the first connection and carries its bytes. TCP_NODELAY, one flush per message.
 */
final class ListeningSeat implements Seat {

    private static final byte[] STOP = new byte[0];

    private final int index;
    private final String name;
    private final SeatEvents events;
    private final ServerSocket server;
    private final LinkedBlockingQueue<byte[]> outbox = new LinkedBlockingQueue<>();
    private volatile Socket connection;
    private volatile boolean stopped;

    ListeningSeat(int index, String name, int port, SeatEvents events) throws IOException {
        this.index = index;
        this.name = name;
        this.events = events;
        this.server = new ServerSocket(port, 1, InetAddress.getLoopbackAddress());
        Thread accept = new Thread(this::acceptOne, "local-" + index + "-accept");
        accept.setDaemon(true);
        accept.start();
    }

    int port() {
        return server.getLocalPort();
    }

    private void acceptOne() {
        try (ServerSocket listening = server) {
            Socket socket = listening.accept();
            socket.setTcpNoDelay(true);
            socket.setSendBufferSize(1 << 20);
            connection = socket;
            events.post(new SeatEvent.Connected(this, System.nanoTime()));
            Thread writer = new Thread(() -> write(socket), "local-" + index + "-out");
            writer.setDaemon(true);
            writer.start();
            read(socket.getInputStream());
        } catch (IOException e) {
            // closed by kill() before anybody connected
        }
    }

    private void read(InputStream in) {
        byte[] buffer = new byte[8192];
        try (in) {
            for (int n = in.read(buffer); n > 0; n = in.read(buffer)) {
                if (!stopped) {
                    events.post(new SeatEvent.Received(this, Arrays.copyOf(buffer, n), System.nanoTime()));
                }
            }
        } catch (IOException e) {
            // reported as the disconnect below
        }
        if (!stopped) {
            events.post(new SeatEvent.Disconnected(this, System.nanoTime()));
        }
    }

    private void write(Socket socket) {
        try {
            OutputStream out = socket.getOutputStream();
            for (byte[] data = outbox.take(); data != STOP; data = outbox.take()) {
                out.write(data);
                out.flush();
            }
        } catch (IOException | InterruptedException e) {
            // the strategy went away; its reader reports it
        } finally {
            close();
        }
    }

    @Override
    public int index() {
        return index;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public void send(byte[] data) {
        if (!stopped) {
            outbox.add(data);
        }
    }

    /** Sends what is queued (GAME_OVER included), then closes the connection. */
    @Override
    public void kill() {
        if (!stopped) {
            stopped = true;
            outbox.add(STOP);
            if (connection == null) {
                close();
            }
        }
    }

    private void close() {
        try {
            server.close();
            if (connection != null) {
                connection.close();
            }
        } catch (IOException e) {
            // already closed
        }
    }
}
