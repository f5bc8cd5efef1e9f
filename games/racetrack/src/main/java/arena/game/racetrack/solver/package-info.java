/**
 * Racetrack's reference solver: the fastest lap by breadth-first search over position, velocity and lap progress,
 * and the trivial answer of §13.4. The built-in bots and the command-line tools use it; the rules do not.
 */
package arena.game.racetrack.solver;
