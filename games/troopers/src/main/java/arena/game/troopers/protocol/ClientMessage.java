package arena.game.troopers.protocol;

import arena.game.api.Phrase;
import arena.game.troopers.rules.Action;

/** What a client sends (spec §7.3), as the server's framing reads it. */
public sealed interface ClientMessage {

    record Token(String token) implements ClientMessage {
    }

    record Version(int version) implements ClientMessage {
    }

    /** A MOVE; a null Move or a null action is END_TURN (D21). */
    record Move(Action action) implements ClientMessage {
    }

    /** Bytes that are no client message: the protocol is broken, and nothing after them can be read (troopers' words). */
    record Broken(Phrase problem) implements ClientMessage {
    }
}
