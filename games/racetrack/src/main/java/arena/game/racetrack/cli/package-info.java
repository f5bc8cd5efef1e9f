/**
 * Racetrack's command-line tools (§13.2): run the five sandbox tracks against a strategy server, evaluate an
 * answer, or solve a track.
 */
package arena.game.racetrack.cli;
