package arena.game.process;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * A strategy's log: the first and the last {@code cap} bytes of what it wrote, with a note of how much
 * was left out between them. Thread-safe.
 */
public final class CappedLog {

    private final int cap;
    private final ByteArrayOutputStream head = new ByteArrayOutputStream();
    private final byte[] tail;
    private int tailStart;
    private int tailLength;
    private long total;

    public CappedLog(int cap) {
        this.cap = cap;
        this.tail = new byte[cap];
    }

    public synchronized void write(byte[] data, int offset, int length) {
        for (int i = 0; i < length; i++) {
            byte b = data[offset + i];
            if (total < cap) {
                head.write(b);
            } else {
                tail[(tailStart + tailLength) % cap] = b;
                if (tailLength < cap) {
                    tailLength++;
                } else {
                    tailStart = (tailStart + 1) % cap;
                }
            }
            total++;
        }
    }

    public synchronized void write(String text) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        write(bytes, 0, bytes.length);
    }

    public synchronized long total() {
        return total;
    }

    @Override
    public synchronized String toString() {
        StringBuilder text = new StringBuilder(head.toString(StandardCharsets.UTF_8));
        if (tailLength > 0) {
            long skipped = total - cap - tailLength;
            if (skipped > 0) {
                text.append("\n[... ").append(skipped).append(" bytes left out ...]\n");
            }
            byte[] ordered = new byte[tailLength];
            for (int i = 0; i < tailLength; i++) {
                ordered[i] = tail[(tailStart + i) % cap];
            }
            text.append(new String(ordered, StandardCharsets.UTF_8));
        }
        return text.toString();
    }

    /** The last {@code chars} characters, for crash reports. */
    public String tail(int chars) {
        String all = toString();
        return all.length() <= chars ? all : all.substring(all.length() - chars);
    }
}
