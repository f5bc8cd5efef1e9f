/**
 * Racetrack's built-in bots as in-process seats that answer each track at once: the trivial answer of §13.4 and the
 * reference solver.
 */
package arena.game.racetrack.bots;
