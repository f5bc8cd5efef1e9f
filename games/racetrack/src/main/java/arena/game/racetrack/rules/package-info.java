/**
 * Racetrack's rules: one car driving an answer on a track move by move ({@code Race}), the crash, start gate and
 * lap progress rules, and the exact lap time ({@code Time}). {@code Checker} evaluates a whole answer; nothing here
 * knows HTTP or strategies.
 */
package arena.game.racetrack.rules;
