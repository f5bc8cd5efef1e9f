package arena.game.api;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

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

    /**
     * Feeds one seat's view of the recorded game to a local strategy, turn by turn, as the game's own repeater
     * does: the states stay the recorded ones and the strategy's answers change nothing; each is compared with
     * the seat's recorded answer, and every difference is printed on {@code out}. By default a game cannot.
     *
     * @param seat    the seat, from 0
     * @param command the strategy's command line, started in {@code dir}
     * @param move    how long the strategy may take for an answer, start-up included, on this machine
     * @return the turns fed, with the first turn the strategy answered otherwise than recorded
     * @throws UnsupportedOperationException when this game cannot feed a seat
     * @throws IllegalStateException         when the strategy did not start or stopped answering
     */
    default Reproduced feed(byte[] replay, int seat, List<String> command, Path dir, Duration move, PrintStream out)
            throws IOException, InterruptedException {
        throw new UnsupportedOperationException("this game cannot feed a seat's view to a local strategy");
    }
}
