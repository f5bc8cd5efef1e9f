package arena.game.racetrack.solver;

/**
 * What the solver found.
 *
 * @param moves   the answer
 * @param optimal whether the search completed, so no answer is faster; otherwise the trivial answer
 * @param states  how many states the search stored
 */
public record Solution(String moves, boolean optimal, long states) {
}
