package arena.platform;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Random;

/**
 * What a hostile strategy writes, for tests: NUL, terminal escapes, invalid UTF-8 and UTF-8-encoded
 * surrogates, a character cut short, C1 controls, bidi overrides, line ends and ordinary text, mixed with raw random bytes. Seeded, so a
 * failure repeats.
 */
public final class StrangerBytes {

    private static final byte[][] PIECES = {
            {0}, {0x1b, '[', '2', 'J'}, {0x1b, ']', '0', ';', 't', 'i', 't', 'l', 'e', 7}, {(byte) 0xff},
            {(byte) 0xc0, (byte) 0xfe}, {(byte) 0xed, (byte) 0xa0, (byte) 0x80}, {(byte) 0xed, (byte) 0xbf, (byte) 0xbf},
            {(byte) 0xc2, (byte) 0x9b}, {(byte) 0xe2, (byte) 0x80, (byte) 0xae}, {(byte) 0xf0, (byte) 0x9f, (byte) 0x98},
            {'\r'}, {'\r', '\n'}, {'\n'}, {'\t'}, {0x7f},
            "<script>alert(1)</script>&amp;".getBytes(StandardCharsets.UTF_8),
            "é Ж 😀 \\x00".getBytes(StandardCharsets.UTF_8)};

    /** The pieces every sample starts with, so each one holds at least these. */
    public static final byte[] PREFIX = {'n', 'u', 'l', 0, 'e', 's', 'c', 0x1b, '[', '2', 'J', (byte) 0xff, ' '};

    private StrangerBytes() {
    }

    /** {@link #PREFIX}, then random pieces and bytes up to {@code length}. */
    public static byte[] of(long seed, int length) {
        Random random = new Random(seed);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(PREFIX);
        while (out.size() < length) {
            if (random.nextInt(4) == 0) {
                byte[] raw = new byte[1 + random.nextInt(16)];
                random.nextBytes(raw);
                out.writeBytes(raw);
            } else {
                out.writeBytes(PIECES[random.nextInt(PIECES.length)]);
            }
        }
        return out.toByteArray();
    }

    /** One line: the bytes without line breaks. */
    public static byte[] line(long seed, int length) {
        byte[] bytes = of(seed, length);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte b : bytes) {
            if (b != '\n' && b != '\r') {
                out.write(b);
            }
        }
        return out.toByteArray();
    }

    /** As Java text, with lone surrogates too (as a JSON escape of half a character or a cut string yields). */
    public static String text(long seed, int length) {
        String decoded = new String(of(seed, length), StandardCharsets.UTF_8);
        return decoded + '\ud800' + " half " + '\udfff';
    }
}
