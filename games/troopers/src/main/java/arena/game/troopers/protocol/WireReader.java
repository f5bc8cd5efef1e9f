package arena.game.troopers.protocol;

import java.nio.charset.StandardCharsets;

/**
 * Reads the primitives of spec §7.2 from a buffer that may hold only part of a message: running out of bytes
 * throws {@link Incomplete}, and the caller waits for more.
 */
final class WireReader {

    /** Not enough bytes yet for the value being read. */
    static final class Incomplete extends Exception {
        Incomplete() {
            super("incomplete message", null, false, false);
        }
    }

    private final byte[] data;
    private final int end;
    private int position;

    WireReader(byte[] data, int start, int end) {
        this.data = data;
        this.position = start;
        this.end = end;
    }

    int position() {
        return position;
    }

    private void need(int count) throws Incomplete {
        if (end - position < count) {
            throw new Incomplete();
        }
    }

    byte int8() throws Incomplete {
        need(1);
        return data[position++];
    }

    boolean bool() throws Incomplete {
        return int8() != 0;
    }

    int int32() throws Incomplete {
        need(4);
        int value = 0;
        for (int i = 0; i < 4; i++) {
            value |= (data[position++] & 0xFF) << (8 * i);
        }
        return value;
    }

    long int64() throws Incomplete {
        need(8);
        long value = 0;
        for (int i = 0; i < 8; i++) {
            value |= (data[position++] & 0xFFL) << (8 * i);
        }
        return value;
    }

    double float64() throws Incomplete {
        return Double.longBitsToDouble(int64());
    }

    /** A string of at most {@code maxBytes}; longer or negative lengths are the caller's protocol error. */
    String string(int length) throws Incomplete {
        need(length);
        String value = new String(data, position, length, StandardCharsets.UTF_8);
        position += length;
        return value;
    }

    byte[] bytes(int count) throws Incomplete {
        need(count);
        byte[] value = java.util.Arrays.copyOfRange(data, position, position + count);
        position += count;
        return value;
    }
}
