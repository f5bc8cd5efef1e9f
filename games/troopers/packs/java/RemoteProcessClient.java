import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import model.Bonus;
import model.BonusType;
import model.CellType;
import model.Game;
import model.Move;
import model.Player;
import model.PlayerContext;
import model.Trooper;
import model.TrooperStance;
import model.TrooperType;
import model.World;

/**
 * The 2013 binary protocol, version 2: every value little-endian, enums as one signed byte (-1 for null),
 * strings as an int length and UTF-8 bytes, arrays as an int count and a presence flag per element. The map
 * and the reachability matrix come only with the first PLAYER_CONTEXT and are kept for the later ones.
 */
public final class RemoteProcessClient implements Closeable {
    private static final int PROTOCOL_VERSION = 2;
    private static final int BUFFER_SIZE = 1 << 20;

    private static final int GAME_OVER = 1;
    private static final int AUTHENTICATION_TOKEN = 2;
    private static final int TEAM_SIZE = 3;
    private static final int PROTOCOL_VERSION_MESSAGE = 4;
    private static final int GAME_CONTEXT = 5;
    private static final int PLAYER_CONTEXT = 6;
    private static final int MOVE = 7;

    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;
    private final ByteArrayOutputStream message = new ByteArrayOutputStream(64);
    private final byte[] scratch = new byte[8];

    private CellType[][] cells;
    private boolean[] cellVisibilities;

    public RemoteProcessClient(String host, int port) throws IOException {
        socket = new Socket(host, port);
        socket.setSendBufferSize(BUFFER_SIZE);
        socket.setReceiveBufferSize(BUFFER_SIZE);
        socket.setTcpNoDelay(true);
        in = new BufferedInputStream(socket.getInputStream(), BUFFER_SIZE);
        out = new BufferedOutputStream(socket.getOutputStream(), BUFFER_SIZE);
    }

    public void writeToken(String token) throws IOException {
        writeByte(AUTHENTICATION_TOKEN);
        writeString(token);
        flush();
    }

    public int readTeamSize() throws IOException {
        expect(TEAM_SIZE);
        return readInt();
    }

    public void writeProtocolVersion() throws IOException {
        writeByte(PROTOCOL_VERSION_MESSAGE);
        writeInt(PROTOCOL_VERSION);
        flush();
    }

    public Game readGameContext() throws IOException {
        expect(GAME_CONTEXT);
        if (!readBoolean()) {
            return null;
        }
        return new Game(readInt(), readInt(), readInt(), readInt(), readDouble(), readInt(), readInt(), readInt(),
                readInt(), readInt(), readDouble(), readInt(), readInt(), readInt(), readInt(), readInt(),
                readDouble(), readDouble(), readDouble(), readDouble(), readDouble(), readDouble(), readDouble(),
                readInt(), readDouble(), readInt(), readInt(), readInt(), readInt(), readInt(), readInt(), readInt());
    }

    /** The next trooper to move and its world, or null when the game is over. */
    public PlayerContext readPlayerContext() throws IOException {
        int type = readByte();
        if (type == GAME_OVER) {
            return null;
        }
        if (type != PLAYER_CONTEXT) {
            throw new IOException("unexpected message " + type + " instead of PLAYER_CONTEXT");
        }
        if (!readBoolean()) {
            return null;
        }
        Trooper trooper = readTrooper();
        World world = readWorld();
        return new PlayerContext(trooper, world);
    }

    public void writeMove(Move move) throws IOException {
        writeByte(MOVE);
        if (move == null) {
            writeBoolean(false);
        } else {
            writeBoolean(true);
            writeEnum(move.getAction());
            writeEnum(move.getDirection());
            writeInt(move.getX());
            writeInt(move.getY());
        }
        flush();
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }

    private World readWorld() throws IOException {
        if (!readBoolean()) {
            return null;
        }
        int moveIndex = readInt();
        int width = readInt();
        int height = readInt();
        Player[] players = new Player[Math.max(0, readInt())];
        for (int i = 0; i < players.length; i++) {
            players[i] = readBoolean() ? new Player(readLong(), readString(), readInt(), readBoolean(), readInt(),
                    readInt()) : null;
        }
        Trooper[] troopers = new Trooper[Math.max(0, readInt())];
        for (int i = 0; i < troopers.length; i++) {
            troopers[i] = readTrooper();
        }
        Bonus[] bonuses = new Bonus[Math.max(0, readInt())];
        for (int i = 0; i < bonuses.length; i++) {
            bonuses[i] = readBoolean()
                    ? new Bonus(readLong(), readInt(), readInt(), readEnum(BonusType.values())) : null;
        }
        if (cells == null) {
            cells = readCells();
            cellVisibilities = readCellVisibilities();
        }
        return new World(moveIndex, width, height, players, troopers, bonuses, cells, cellVisibilities);
    }

    private Trooper readTrooper() throws IOException {
        if (!readBoolean()) {
            return null;
        }
        return new Trooper(readLong(), readInt(), readInt(), readLong(), readInt(), readBoolean(),
                readEnum(TrooperType.values()), readEnum(TrooperStance.values()), readInt(), readInt(), readInt(),
                readInt(), readDouble(), readDouble(), readInt(), readInt(), readInt(), readInt(), readInt(),
                readBoolean(), readBoolean(), readBoolean());
    }

    private CellType[][] readCells() throws IOException {
        int width = readInt();
        CellType[][] result = new CellType[width][];
        for (int x = 0; x < width; x++) {
            int height = readInt();
            result[x] = new CellType[height];
            for (int y = 0; y < height; y++) {
                result[x][y] = readEnum(CellType.values());
            }
        }
        return result;
    }

    private boolean[] readCellVisibilities() throws IOException {
        int width = readInt();
        int height = readInt();
        int stances = readInt();
        byte[] bytes = readBytes(width * height * width * height * stances);
        boolean[] result = new boolean[bytes.length];
        for (int i = 0; i < bytes.length; i++) {
            result[i] = bytes[i] != 0;
        }
        return result;
    }

    private void expect(int type) throws IOException {
        int actual = readByte();
        if (actual != type) {
            throw new IOException("unexpected message " + actual + " instead of " + type);
        }
    }

    private <E extends Enum<E>> E readEnum(E[] values) throws IOException {
        int ordinal = readByte();
        return ordinal < 0 ? null : values[ordinal];
    }

    private String readString() throws IOException {
        int length = readInt();
        return length < 0 ? null : new String(readBytes(length), StandardCharsets.UTF_8);
    }

    private boolean readBoolean() throws IOException {
        return readByte() != 0;
    }

    private int readByte() throws IOException {
        int value = in.read();
        if (value < 0) {
            throw new EOFException("the server closed the connection");
        }
        return (byte) value;
    }

    private int readInt() throws IOException {
        return ByteBuffer.wrap(readBytes(4)).order(ByteOrder.LITTLE_ENDIAN).getInt();
    }

    private long readLong() throws IOException {
        return ByteBuffer.wrap(readBytes(8)).order(ByteOrder.LITTLE_ENDIAN).getLong();
    }

    private double readDouble() throws IOException {
        return Double.longBitsToDouble(readLong());
    }

    private byte[] readBytes(int count) throws IOException {
        byte[] bytes = new byte[count];
        int offset = 0;
        while (offset < count) {
            int read = in.read(bytes, offset, count - offset);
            if (read < 0) {
                throw new EOFException("the server closed the connection");
            }
            offset += read;
        }
        return bytes;
    }

    private void writeEnum(Enum<?> value) {
        writeByte(value == null ? -1 : value.ordinal());
    }

    private void writeString(String value) {
        byte[] bytes = value.getBytes(StandardCharsets.UTF_8);
        writeInt(bytes.length);
        message.write(bytes, 0, bytes.length);
    }

    private void writeBoolean(boolean value) {
        writeByte(value ? 1 : 0);
    }

    private void writeByte(int value) {
        message.write(value);
    }

    private void writeInt(int value) {
        ByteBuffer.wrap(scratch).order(ByteOrder.LITTLE_ENDIAN).putInt(0, value);
        message.write(scratch, 0, 4);
    }

    private void flush() throws IOException {
        message.writeTo(out);
        message.reset();
        out.flush();
    }
}
