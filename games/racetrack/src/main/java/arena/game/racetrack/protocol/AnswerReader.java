package arena.game.racetrack.protocol;

import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Normalises a response body (§11.3, D-R11, D-R13): at most the size limit, ASCII only, leading and
 * trailing space, tab, CR and LF removed (exactly these: {@code String.trim()} and {@code strip()}
 * remove other characters too), and the rest over {@code 0 U D L R}. Positions in messages count bytes
 * of the body from 1.
 */
public final class AnswerReader {

    private final long maxBytes;

    public AnswerReader(long maxBytes) {
        this.maxBytes = maxBytes;
    }

    /**
     * @param truncated whether the transport already cut the body at the limit
     */
    public Answer read(byte[] body, boolean truncated) {
        if (truncated || body.length > maxBytes) {
            return new Answer.Invalid("answer larger than " + size(maxBytes));
        }
        int start = 0;
        int end = body.length;
        while (start < end && blank(body[start])) {
            start++;
        }
        while (end > start && blank(body[end - 1])) {
            end--;
        }
        for (int i = 0; i < body.length; i++) {
            if (body[i] < 0) {
                return new Answer.Invalid(String.format(Locale.ROOT, "byte %d is 0x%02X, not ASCII", i + 1, body[i] & 0xFF));
            }
        }
        for (int i = start; i < end; i++) {
            byte b = body[i];
            if (b != '0' && b != 'U' && b != 'D' && b != 'L' && b != 'R') {
                return new Answer.Invalid("byte " + (i + 1) + " is " + visible(b) + ", not one of 0 U D L R");
            }
        }
        return new Answer.Moves(new String(body, start, end - start, StandardCharsets.US_ASCII));
    }

    private static boolean blank(byte b) {
        return b == ' ' || b == '\t' || b == '\r' || b == '\n';
    }

    private static String visible(byte b) {
        return b > 0x20 && b < 0x7F ? "'" + (char) b + "'" : String.format(Locale.ROOT, "0x%02X", b);
    }

    /** {@code 1 MiB}, or a byte count where the limit is not a whole number of MiB. */
    private static String size(long bytes) {
        return bytes % (1 << 20) == 0 ? bytes / (1 << 20) + " MiB" : String.format(Locale.ROOT, "%,d bytes", bytes);
    }
}
