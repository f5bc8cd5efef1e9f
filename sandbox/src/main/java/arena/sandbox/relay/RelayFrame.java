package arena.sandbox.relay;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * One frame between the worker and a relay (in a container or an isolated local process): a type byte, a 4-byte big-endian length,
 * the payload. The types are documented in {@code docker/runtime/relay/README.md}.
 */
public record RelayFrame(char type, byte[] payload) {

    /** The relay refuses larger frames, and so does the worker. */
    public static final int MAX_PAYLOAD = 1 << 20;
    public static final int HEADER = 5;

    // worker -> relay
    public static final char PUT = 'P';
    public static final char BYTES = 'B';
    public static final char RUN = 'R';
    public static final char DATA = 'D';
    public static final char TERMINATE = 'T';
    // relay -> worker
    public static final char HELLO = 'H';
    public static final char STARTED = 'G';
    public static final char OUTPUT = 'O';
    public static final char LOG = 'L';
    public static final char SKIPPED = 'S';
    public static final char CONNECTED = 'C';
    public static final char DISCONNECTED = 'X';
    public static final char ANSWER_START = 'A';
    public static final char ANSWER_BYTES = 'a';
    public static final char ANSWER_END = 'Y';
    public static final char EXCHANGE_FAILED = 'Z';
    public static final char EXIT = 'E';
    public static final char FILE = 'F';
    public static final char FILES_END = 'K';
    public static final char FAILURE = '!';

    public static final String VERSION = "arena-relay 1";

    public RelayFrame {
        if (type > 0x7f) {
            throw new IllegalArgumentException("frame types are ASCII: " + (int) type);
        }
        if (payload.length > MAX_PAYLOAD) {
            throw new IllegalArgumentException("a frame payload is at most " + MAX_PAYLOAD + " bytes: " + payload.length);
        }
    }

    public static RelayFrame of(char type) {
        return new RelayFrame(type, new byte[0]);
    }

    public static RelayFrame text(char type, String text) {
        return new RelayFrame(type, text.getBytes(StandardCharsets.UTF_8));
    }

    /** The run frame: {@code key=value} fields, each ended by a NUL. */
    static RelayFrame run(List<String> fields) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        for (String field : fields) {
            if (field.indexOf('\0') >= 0 || field.indexOf('=') <= 0) {
                throw new IllegalArgumentException("a run field is key=value without NUL: " + field);
            }
            bytes.writeBytes(field.getBytes(StandardCharsets.UTF_8));
            bytes.write(0);
        }
        return new RelayFrame(RUN, bytes.toByteArray());
    }

    public String text() {
        return new String(payload, StandardCharsets.UTF_8);
    }

    public byte[] encode() {
        byte[] bytes = new byte[HEADER + payload.length];
        bytes[0] = (byte) type;
        int length = payload.length;
        bytes[1] = (byte) (length >>> 24);
        bytes[2] = (byte) (length >>> 16);
        bytes[3] = (byte) (length >>> 8);
        bytes[4] = (byte) length;
        System.arraycopy(payload, 0, bytes, HEADER, length);
        return bytes;
    }

    @Override
    public String toString() {
        return "RelayFrame[" + type + ", " + payload.length + " bytes]";
    }
}
