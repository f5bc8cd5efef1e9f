package arena.game.racetrack.protocol;

import arena.game.api.Phrase;
import arena.game.api.Phrases;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Normalises a response body (§11.3, D-R11, D-R13): at most the size limit, ASCII only, leading and
 * trailing space, tab, CR and LF removed (exactly these: {@code String.trim()} and {@code strip()}
 * remove other characters too), and the rest over {@code 0 U D L R}. Positions in messages count bytes
 * of the body from 1.
 */
public final class AnswerReader {

    /** Racetrack's words and the shared ones: an invalid answer's evidence. */
    private static final Phrases WORDS = Phrases.of(AnswerReader.class, "racetrack");

    private final long maxBytes;

    public AnswerReader(long maxBytes) {
        this.maxBytes = maxBytes;
    }

    /**
     * @param truncated whether the transport already cut the body at the limit
     */
    public Answer read(byte[] body, boolean truncated) {
        if (truncated || body.length > maxBytes) {
            return new Answer.Invalid(WORDS.say("outcome.racetrack.verdict.tooLarge", size(maxBytes)));
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
                return new Answer.Invalid(WORDS.say("outcome.racetrack.verdict.notAscii", i + 1,
                        String.format(Locale.ROOT, "0x%02X", body[i] & 0xFF)));
            }
        }
        for (int i = start; i < end; i++) {
            byte b = body[i];
            if (b != '0' && b != 'U' && b != 'D' && b != 'L' && b != 'R') {
                return new Answer.Invalid(WORDS.say("outcome.racetrack.verdict.notMove", i + 1, visible(b)));
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
    private static Phrase size(long bytes) {
        return bytes % (1 << 20) == 0 ? WORDS.say("outcome.verdict.mib", bytes / (1 << 20))
                : WORDS.say("outcome.racetrack.verdict.bytes", bytes);
    }
}
