package arena.sandbox.docker;

import java.io.InputStream;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * The attached container's stdin as docker-java reads it: whatever the worker writes, in order, from
 * any thread. Unlike a {@code PipedInputStream} it never fails because a writing thread ended.
 * {@link #close()} ends the stream, which frees docker-java's copying thread; the relay is not told
 * anything by it (an end-of-file over an attached stdin is not delivered reliably, docker-java#1448),
 * so the worker sends the relay's terminate frame first.
 */
final class StdinPipe extends InputStream {

    private static final byte[] END = new byte[0];

    private final LinkedBlockingQueue<byte[]> chunks = new LinkedBlockingQueue<>();
    private byte[] current = new byte[0];
    private int position;
    private volatile boolean closed;

    void write(byte[] data) {
        if (!closed && data.length > 0) {
            chunks.add(data);
        }
    }

    @Override
    public int read() {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) {
        if (length == 0) {
            return 0;
        }
        if (position >= current.length) {
            if (current == END) {
                return -1;
            }
            try {
                current = chunks.take();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                current = END;
            }
            position = 0;
            if (current == END) {
                return -1;
            }
        }
        int n = Math.min(length, current.length - position);
        System.arraycopy(current, position, buffer, offset, n);
        position += n;
        return n;
    }

    @Override
    public void close() {
        if (!closed) {
            closed = true;
            chunks.add(END);
        }
    }
}
