package arena.game.api.turn;

import arena.game.api.SeatEvent;
import java.util.List;

/**
 * Cuts what one seat sends into the game's messages: lines, NUL-ended JSON documents, HTTP replies. One
 * instance per seat, since a message may arrive in pieces.
 *
 * @param <M> the game's message
 */
@FunctionalInterface
public interface Framing<M> {

    /**
     * The messages completed by a {@link SeatEvent.Received} chunk of a stream, or the one an HTTP
     * {@link SeatEvent.Reply} carries, in order; none while a message is still incomplete.
     */
    List<M> read(SeatEvent event);

    /** Each HTTP reply is one message. */
    static Framing<SeatEvent.Reply> replies() {
        return event -> event instanceof SeatEvent.Reply reply ? List.of(reply) : List.of();
    }
}
