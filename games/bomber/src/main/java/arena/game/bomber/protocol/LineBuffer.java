package arena.game.bomber.protocol;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Cuts a strategy's output stream into lines (spec §12.1): {@code \n} ends a line, a {@code \r} before it
 * is dropped. A line longer than the cap keeps only its first {@code cap} bytes and is marked too long,
 * so a bot that never writes a newline costs bounded memory.
 */
public final class LineBuffer {

    /** One complete line; {@code tooLong} when it had more than the cap's bytes (it is then invalid). */
    public record Line(String text, boolean tooLong) {
    }

    private final int cap;
    private final ByteArrayOutputStream current = new ByteArrayOutputStream();
    private boolean overflow;

    public LineBuffer(int cap) {
        this.cap = cap;
    }

    /** Adds a chunk; returns the lines it completed, in order. */
    public List<Line> feed(byte[] data) {
        List<Line> lines = new ArrayList<>(1);
        for (byte b : data) {
            if (b == '\n') {
                lines.add(finishLine());
            } else if (current.size() < cap + 1) {
                // one byte past the cap is kept to tell a trailing \r from a line that is really too long
                current.write(b);
            } else {
                overflow = true;
            }
        }
        return lines;
    }

    /** Whether part of an unfinished line is buffered. */
    public boolean pending() {
        return current.size() > 0 || overflow;
    }

    /** Forgets an unfinished line. */
    public void clear() {
        current.reset();
        overflow = false;
    }

    private Line finishLine() {
        byte[] bytes = current.toByteArray();
        int length = bytes.length;
        if (length > 0 && bytes[length - 1] == '\r' && !overflow) {
            length--;
        }
        boolean tooLong = overflow || length > cap;
        String text = new String(bytes, 0, Math.min(length, cap), StandardCharsets.UTF_8);
        clear();
        return new Line(text, tooLong);
    }
}
