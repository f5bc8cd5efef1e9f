package arena.game.troopers.match;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/**
 * A strategy process written from spec §7 alone, sharing no code with the engine: started as
 * {@code <host> <port> <token>}, it does the handshake, reads every message field by field (cells and matrix
 * only in the first PLAYER_CONTEXT), lowers its stance once per turn and then ends it, and exits 0 on
 * GAME_OVER. Any surprise exits 3 with the reason on stderr.
 */
public final class RawSocketClient {

    private final DataInputStream in;
    private final OutputStream out;
    private boolean mapRead;

    private RawSocketClient(Socket socket) throws IOException {
        socket.setTcpNoDelay(true);
        in = new DataInputStream(new BufferedInputStream(socket.getInputStream(), 1 << 16));
        out = socket.getOutputStream();
    }

    public static void main(String[] args) throws IOException {
        System.exit(play(args[0], Integer.parseInt(args[1]), args[2]));
    }

    /** Plays one game; returns what the process exits with. */
    public static int play(String host, int port, String token) throws IOException {
        try (Socket socket = new Socket(host, port)) {
            return new RawSocketClient(socket).play(token);
        }
    }

    private int play(String token) throws IOException {
        byte[] t = token.getBytes(StandardCharsets.UTF_8);
        write(concat(new byte[] {2}, le(t.length), t));
        expect(3);
        int teamSize = i32();
        write(concat(new byte[] {4}, le(2)));
        expect(5);
        if (in.readByte() != 1) {
            return fail("null Game");
        }
        in.readFully(new byte[168]);
        while (true) {
            int type = in.readByte();
            if (type == 1) {
                return 0;
            }
            if (type != 6) {
                return fail("message type " + type);
            }
            int[] self = context(teamSize);
            // self: stance, action points; lower once while standing with AP, else end the turn
            boolean lower = self[0] == 2 && self[1] >= 2;
            write(new byte[] {7, 1, (byte) (lower ? 4 : 0), -1, -1, -1, -1, -1, -1, -1, -1, -1});
        }
    }

    /** Reads one PLAYER_CONTEXT after its type byte; returns the acting trooper's stance and AP. */
    private int[] context(int teamSize) throws IOException {
        if (in.readByte() != 1) {
            throw new IOException("null PlayerContext");
        }
        int[] self = trooper();
        if (in.readByte() != 1) {
            throw new IOException("null World");
        }
        i32();
        int width = i32();
        int height = i32();
        int players = count();
        for (int i = 0; i < players; i++) {
            present();
            in.readFully(new byte[8]);
            in.readFully(new byte[count()]);
            in.readFully(new byte[4 + 1 + 4 + 4]);
        }
        int troopers = count();
        for (int i = 0; i < troopers; i++) {
            trooper();
        }
        int bonuses = count();
        for (int i = 0; i < bonuses; i++) {
            present();
            in.readFully(new byte[8 + 4 + 4]);
            enumeration(3);
        }
        if (!mapRead) {
            int columns = count();
            for (int x = 0; x < columns; x++) {
                int rows = count();
                for (int y = 0; y < rows; y++) {
                    enumeration(4);
                }
            }
            int w = count();
            int h = count();
            int s = count();
            if (w != width || h != height || s != 3) {
                throw new IOException("matrix " + w + "x" + h + "x" + s);
            }
            in.readFully(new byte[w * h * w * h * s]);
            mapRead = true;
        }
        return self;
    }

    private int[] trooper() throws IOException {
        present();
        in.readFully(new byte[8 + 4 + 4 + 8 + 4 + 1]);
        enumeration(5);
        int stance = enumeration(3);
        in.readFully(new byte[4 + 4]);
        int ap = i32();
        in.readFully(new byte[4 + 8 + 8 + 4 * 5 + 3]); // initial AP, vision, range, cost, 4 damages, 3 flags
        return new int[] {stance, ap};
    }

    private void present() throws IOException {
        if (in.readByte() != 1) {
            throw new IOException("a null element");
        }
    }

    private int count() throws IOException {
        int n = i32();
        if (n < 0) {
            throw new IOException("a negative count");
        }
        return n;
    }

    private int enumeration(int values) throws IOException {
        int b = in.readByte();
        if (b < 0 || b >= values) {
            throw new IOException("enum ordinal " + b);
        }
        return b;
    }

    private void expect(int type) throws IOException {
        int b = in.readByte();
        if (b != type) {
            throw new IOException("expected message " + type + ", got " + b);
        }
    }

    private int i32() throws IOException {
        return Integer.reverseBytes(in.readInt());
    }

    private void write(byte[] bytes) throws IOException {
        out.write(bytes);
        out.flush();
    }

    private static int fail(String why) {
        System.err.println(why);
        return 3;
    }

    private static byte[] le(int value) {
        return new byte[] {(byte) value, (byte) (value >> 8), (byte) (value >> 16), (byte) (value >> 24)};
    }

    private static byte[] concat(byte[]... parts) {
        int n = 0;
        for (byte[] p : parts) {
            n += p.length;
        }
        byte[] all = new byte[n];
        int at = 0;
        for (byte[] p : parts) {
            System.arraycopy(p, 0, all, at, p.length);
            at += p.length;
        }
        return all;
    }
}
