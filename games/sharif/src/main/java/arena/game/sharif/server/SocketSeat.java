package arena.game.sharif.server;

import arena.game.api.Seat;
import arena.game.api.SeatEvent;
import arena.game.api.SeatEvents;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.util.Arrays;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * One client of the standalone server: the TCP connection it opened, bound to its slot by its token. What
 * was read to bind it (the token message) is handed to the engine first, so the match sees the whole
 * conversation; writes go through their own thread, so a client that does not read cannot stall the game.
 */
final class SocketSeat implements Seat {

    private final int index;
    private final String name;
    private final Socket socket;
    private final byte[] alreadyRead;
    private final ExecutorService writer;
    private volatile boolean stopped;

    SocketSeat(int index, String name, Socket socket, byte[] alreadyRead) {
        this.index = index;
        this.name = name;
        this.socket = socket;
        this.alreadyRead = alreadyRead;
        this.writer = Executors.newSingleThreadExecutor(task -> daemon(task, "sharif-write-" + index));
    }

    /** Starts reading: the connection and what was read to bind it are reported first. */
    void start(SeatEvents events) {
        events.post(new SeatEvent.Connected(this, System.nanoTime()));
        if (alreadyRead.length > 0) {
            events.post(new SeatEvent.Received(this, alreadyRead, System.nanoTime()));
        }
        daemon(() -> read(events), "sharif-read-" + index).start();
    }

    private void read(SeatEvents events) {
        byte[] buffer = new byte[64 << 10];
        try {
            InputStream in = socket.getInputStream();
            int n;
            while ((n = in.read(buffer)) > 0) {
                events.post(new SeatEvent.Received(this, Arrays.copyOf(buffer, n), System.nanoTime()));
            }
        } catch (IOException e) {
            // a reset or our own close: the connection is over either way
        }
        if (!stopped) {
            events.post(new SeatEvent.Disconnected(this, System.nanoTime()));
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
        if (stopped) {
            return;
        }
        writer.execute(() -> {
            try {
                OutputStream out = socket.getOutputStream();
                out.write(data);
                out.flush();
            } catch (IOException e) {
                // the reader reports the closed connection
            }
        });
    }

    /** Closes the connection once what was sent before has been written (the shutdown message). */
    @Override
    public void kill() {
        if (stopped) {
            return;
        }
        stopped = true;
        writer.execute(this::close);
        writer.shutdown();
    }

    private void close() {
        try {
            socket.close();
        } catch (IOException e) {
            // closing anyway
        }
    }

    private static Thread daemon(Runnable task, String name) {
        Thread thread = new Thread(task, name);
        thread.setDaemon(true);
        return thread;
    }
}
