package arena.game.troopers.protocol;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/** The primitive encodings of spec §7.2: little-endian ints, longs and doubles, one-byte enums and booleans. */
final class WireWriter {

    private final ByteArrayOutputStream out;

    WireWriter(int capacity) {
        out = new ByteArrayOutputStream(capacity);
    }

    WireWriter type(MessageType type) {
        out.write(type.id());
        return this;
    }

    WireWriter bool(boolean value) {
        out.write(value ? 1 : 0);
        return this;
    }

    /** An enum's ordinal, or -1 for null. */
    WireWriter enumeration(Enum<?> value) {
        out.write(value == null ? -1 : value.ordinal());
        return this;
    }

    WireWriter int32(int value) {
        for (int i = 0; i < 4; i++) {
            out.write(value >>> (8 * i));
        }
        return this;
    }

    WireWriter int64(long value) {
        for (int i = 0; i < 8; i++) {
            out.write((int) (value >>> (8 * i)));
        }
        return this;
    }

    WireWriter float64(double value) {
        return int64(Double.doubleToLongBits(value));
    }

    /** Length in bytes, then UTF-8; the server never sends a null string (§7.6). */
    WireWriter string(String value) {
        byte[] bytes = value.getBytes(StandardCharsets.UTF_8);
        int32(bytes.length);
        out.write(bytes, 0, bytes.length);
        return this;
    }

    WireWriter raw(byte[] bytes) {
        out.write(bytes, 0, bytes.length);
        return this;
    }

    byte[] bytes() {
        return out.toByteArray();
    }
}
