package arena.game.api;

/**
 * An optional capability of a game ({@link GameEngine#reproduction()}): a finished game's replay played again
 * from the inputs it recorded, through this engine, with every state compared with the recorded one. Games
 * are deterministic from their seed and inputs, so a replay made by the same engine comes out identical; a
 * difference means another engine version, or a replay that was changed.
 */
public interface Reproduction {

    /**
     * Plays the replay's recorded inputs again and compares each state with the replay's.
     *
     * @throws IllegalArgumentException with a sentence for the user when the replay is not one of this game's or
     *                                  does not keep the inputs (an oversized replay's marker, a game that ended
     *                                  before any move)
     */
    Reproduced check(byte[] replay);
}
