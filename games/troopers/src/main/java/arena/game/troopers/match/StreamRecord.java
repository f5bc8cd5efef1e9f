package arena.game.troopers.match;

import java.io.ByteArrayOutputStream;

/**
 * The bytes one strategy was sent, in order, for the repeater (spec §8.6): kept without the cells and matrix
 * blocks of its first PLAYER_CONTEXT, which the map gives back, so a replay stays small.
 */
public final class StreamRecord {

    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private int mapAt = -1;

    void add(byte[] message) {
        add(message, 0);
    }

    /** @param mapBlockBytes the message's trailing cells and matrix blocks, left out; 0 for none */
    void add(byte[] message, int mapBlockBytes) {
        bytes.write(message, 0, message.length - mapBlockBytes);
        if (mapBlockBytes > 0) {
            mapAt = bytes.size();
        }
    }

    public byte[] bytes() {
        return bytes.toByteArray();
    }

    /** Where the map blocks go back in, or -1 when the strategy never got a PLAYER_CONTEXT. */
    public int mapAt() {
        return mapAt;
    }
}
