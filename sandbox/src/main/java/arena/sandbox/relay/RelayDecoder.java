package arena.sandbox.relay;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Cuts the relay's output stream into frames, whatever pieces its transport delivers it in. Not thread-safe:
 * one attached stream feeds it from one thread.
 */
public final class RelayDecoder {

    private byte[] pending = new byte[0];
    private int length;

    /**
     * @return the frames completed by these bytes, in order
     * @throws RelayException when the stream announces a frame over the size limit or an unknown type
     */
    public List<RelayFrame> feed(byte[] data) {
        append(data);
        List<RelayFrame> frames = new ArrayList<>();
        int at = 0;
        while (length - at >= RelayFrame.HEADER) {
            int type = pending[at] & 0xff;
            long size = ((pending[at + 1] & 0xffL) << 24) | ((pending[at + 2] & 0xff) << 16)
                    | ((pending[at + 3] & 0xff) << 8) | (pending[at + 4] & 0xff);
            if (type == 0 || type > 0x7f) {
                throw new RelayException("the relay sent a frame of unknown type " + type);
            }
            if (size > RelayFrame.MAX_PAYLOAD) {
                throw new RelayException("the relay announced a frame of " + size + " bytes (limit "
                        + RelayFrame.MAX_PAYLOAD + ")");
            }
            if (length - at < RelayFrame.HEADER + size) {
                break;
            }
            byte[] payload = Arrays.copyOfRange(pending, at + RelayFrame.HEADER, at + RelayFrame.HEADER + (int) size);
            frames.add(new RelayFrame((char) type, payload));
            at += RelayFrame.HEADER + (int) size;
        }
        if (at > 0) {
            System.arraycopy(pending, at, pending, 0, length - at);
            length -= at;
        }
        return frames;
    }

    /** Bytes of an incomplete frame still waiting for the rest. */
    public int buffered() {
        return length;
    }

    private void append(byte[] data) {
        if (length + data.length > pending.length) {
            pending = Arrays.copyOf(pending, Math.max(length + data.length, pending.length * 2));
        }
        System.arraycopy(data, 0, pending, length, data.length);
        length += data.length;
    }

    /** Encodes frames back to back, for tests and for the worker's side of the stream. */
    public static byte[] encode(List<RelayFrame> frames) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        frames.forEach(frame -> bytes.writeBytes(frame.encode()));
        return bytes.toByteArray();
    }
}
