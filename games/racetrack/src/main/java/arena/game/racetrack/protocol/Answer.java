package arena.game.racetrack.protocol;

import arena.game.api.Phrase;

/** A response body read as an answer (§11.3): either a move string or the reason it is none. */
public sealed interface Answer {

    /** A well-formed move string over {@code 0 U D L R}, whitespace trimmed; may be empty. */
    record Moves(String moves) implements Answer {
    }

    /** Not a move string: too large, not ASCII, or a character outside the alphabet (racetrack's words). */
    record Invalid(Phrase reason) implements Answer {
    }
}
