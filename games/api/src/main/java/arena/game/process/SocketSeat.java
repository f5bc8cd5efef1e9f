package arena.game.process;

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
 * A seat over a TCP connection a strategy opened to a game's own tool (a standalone server, a local runner)
 * rather than through a sandbox: it reports the connection, carries the bytes both ways as they are, and
 * closes the connection once what was sent before {@link #kill()} has been written. Writes go through their
 * own thread, so a client that does not read cannot stall the game; TCP_NODELAY, one flush per message.
 */
public final class SocketSeat implements Seat {

    private static final byte[] STOP = new byte[0];
    private static final int READ_BUFFER = 64 << 10;
    private static final int SEND_BUFFER = 1 << 20;

    private final int index;
    private final String name;
    private final ServerSocket listening;
    private final byte[] alreadyRead;
    private final LinkedBlockingQueue<byte[]> outbox = new LinkedBlockingQueue<>();
    private volatile Socket connection;
    private volatile boolean stopped;

    private SocketSeat(int index, String name, ServerSocket listening, Socket connection, byte[] alreadyRead) {
        this.index = index;
        this.name = name;
        this.listening = listening;
        this.connection = connection;
        this.alreadyRead = alreadyRead;
    }

    /**
     * A connection already accepted, and bound to its seat by what was read from it (a token, say), which the
     * match is handed first so it sees the whole conversation.
     */
    public static SocketSeat over(int index, String name, Socket connection, byte[] alreadyRead) {
        return new SocketSeat(index, name, null, connection, alreadyRead.clone());
    }

    /**
     * Listens on a local port ({@code 0}: any free one) for the strategy the user starts by hand, as the 2013
     * local runner did, and takes the first connection once {@linkplain #start started}.
     */
    public static SocketSeat listening(int index, String name, int port) throws IOException {
        return new SocketSeat(index, name, new ServerSocket(port, 1, InetAddress.getLoopbackAddress()), null,
                new byte[0]);
    }

    /** The port a listening seat waits on. */
    public int port() {
        return listening.getLocalPort();
    }

    /** Starts carrying the connection (or waiting for it): call once the seat is in the hub of its events. */
    public void start(SeatEvents events) {
        daemon(() -> run(events), "seat-" + index + "-read").start();
    }

    private void run(SeatEvents events) {
        try {
            Socket socket = connection != null ? connection : accept();
            socket.setTcpNoDelay(true);
            socket.setSendBufferSize(SEND_BUFFER);
            events.post(new SeatEvent.Connected(this, System.nanoTime()));
            if (alreadyRead.length > 0) {
                events.post(new SeatEvent.Received(this, alreadyRead, System.nanoTime()));
            }
            daemon(() -> write(socket), "seat-" + index + "-write").start();
            read(socket.getInputStream(), events);
        } catch (IOException e) {
            // closed by kill() before anybody connected, or a connection that failed at once
            if (connection != null && !stopped) {
                events.post(new SeatEvent.Disconnected(this, System.nanoTime()));
            }
        }
    }

    private Socket accept() throws IOException {
        try (ServerSocket server = listening) {
            connection = server.accept();
            return connection;
        }
    }

    private void read(InputStream in, SeatEvents events) {
        byte[] buffer = new byte[READ_BUFFER];
        try (in) {
            for (int n = in.read(buffer); n > 0; n = in.read(buffer)) {
                if (!stopped) {
                    events.post(new SeatEvent.Received(this, Arrays.copyOf(buffer, n), System.nanoTime()));
                }
            }
        } catch (IOException e) {
            // a reset or our own close: reported as the disconnect below
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

    /** Sends what is queued (the game's last message included), then closes the connection. */
    @Override
    public void kill() {
        if (!stopped) {
            stopped = true;
            outbox.add(STOP);
            if (connection == null) {
                close(); // nobody connected: there is no writer to close it
            }
        }
    }

    private void close() {
        try {
            if (listening != null) {
                listening.close();
            }
            if (connection != null) {
                connection.close();
            }
        } catch (IOException e) {
            // closed already
        }
    }

    private static Thread daemon(Runnable task, String name) {
        Thread thread = new Thread(task, name);
        thread.setDaemon(true);
        return thread;
    }
}
