/**
 * Sharif's replay: the record of a game's inputs (map, seed, picks, commands), the replay document, and
 * re-simulating a recorded game step by step.
 */
package arena.game.sharif.replay;
