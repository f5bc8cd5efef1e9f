package arena.game.smartdog.replay;

import arena.game.api.Verdict;

/**
 * A player of a finished game.
 *
 * @param player      1-based number in the game
 * @param name        the seat's name on the platform
 * @param seat        the seat index
 * @param joinedAs    the name the strategy gave in its {@code join} line (null if it never joined)
 * @param verdict     {@code OK}, or how the strategy failed
 * @param answerNanos summed answer time
 * @param warnings    {@code warning} lines it was sent
 * @param errors      {@code error} lines it was sent
 * @param ignored     lines no turn took (sent after the last turn was over, or more than the loop keeps), dropped
 */
public record PlayerEntry(int player, String name, int seat, String joinedAs, Verdict verdict, long answerNanos,
        int warnings, int errors, int ignored) {
}
