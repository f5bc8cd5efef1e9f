package arena.game.troopers.protocol;

import arena.game.troopers.rules.TroopersRules;

/** What a server sends (spec §7.3), as a client reads it. */
public sealed interface ServerMessage {

    record TeamSize(int size) implements ServerMessage {
    }

    record GameContext(TroopersRules rules) implements ServerMessage {
    }

    record Context(PlayerContext context) implements ServerMessage {
    }

    record GameOver() implements ServerMessage {
    }
}
