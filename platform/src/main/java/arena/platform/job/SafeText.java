package arena.platform.job;

import java.nio.charset.StandardCharsets;

/**
 * Text from a stranger (a strategy's log, its answers quoted in a verdict, a compile log echoing its
 * source) made safe to store and to show: valid UTF-8 without control characters, so PostgreSQL
 * {@code text} can hold it, JSON carries it and a page or terminal shows it as it was written.
 *
 * <ul>
 * <li>C0 controls (except {@code \n} and {@code \t}) and DEL become {@code \x00} .. {@code \x1f},
 * {@code \x7f}; so {@code ESC[2J} reads {@code \x1b[2J}, and a NUL is {@code \x00};</li>
 * <li>C1 controls and the bidirectional overrides that reorder a line on screen become a backslash,
 * {@code u} and four hex digits (U+202E shows as backslash-u202e);</li>
 * <li>a lone surrogate (half a character, as a cut can leave) becomes U+FFFD, as invalid UTF-8 does
 * when bytes are decoded ({@link #of(byte[])});</li>
 * <li>{@code \r\n} becomes {@code \n}; a lone {@code \r} is {@code \x0d}.</li>
 * </ul>
 *
 * Idempotent: safe text stays as it is. The escapes are ASCII, so a backslash written by the strategy
 * reads the same as one of ours: the text is for people, not for decoding back into bytes.
 */
public final class SafeText {

    private static final char REPLACEMENT = '\uFFFD';
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private SafeText() {
    }

    /** The text made safe; {@code null} stays {@code null}. */
    public static String of(String text) {
        if (text == null || isSafe(text)) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                out.append(c).append(text.charAt(++i));
            } else if (Character.isSurrogate(c)) {
                out.append(REPLACEMENT);
            } else if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                continue;
            } else if (c < 0x80 && needsEscape(c)) {
                out.append("\\x").append(HEX[c >> 4]).append(HEX[c & 0xf]);
            } else if (needsEscape(c)) {
                out.append("\\u").append(HEX[c >> 12]).append(HEX[(c >> 8) & 0xf]).append(HEX[(c >> 4) & 0xf])
                        .append(HEX[c & 0xf]);
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    /** Bytes read as UTF-8 (an invalid sequence becomes U+FFFD), made safe. */
    public static String of(byte[] bytes) {
        return of(new String(bytes, StandardCharsets.UTF_8));
    }

    /** Whether the text is already safe: nothing to escape, no half characters. */
    public static boolean isSafe(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c) || c == '\r' || needsEscape(c)) {
                return false;
            }
        }
        return true;
    }

    private static boolean needsEscape(char c) {
        if (c < 0x20) {
            return c != '\n' && c != '\t';
        }
        return c >= 0x7f && c <= 0x9f || isBidiControl(c);
    }

    /** The marks and overrides that reorder text on screen (the "Trojan Source" characters). */
    private static boolean isBidiControl(char c) {
        return c == '\u061c' || c == '\u200e' || c == '\u200f' || c >= '\u202a' && c <= '\u202e'
                || c >= '\u2066' && c <= '\u2069';
    }
}
