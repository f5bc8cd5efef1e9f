/**
 * Bomber's replay (spec §13): the record of a finished game, the replay document, reading it back, and
 * re-simulating a game from its inputs alone. Also the editable command file, a game's inputs as text a person can
 * change and play again.
 */
package arena.game.bomber.replay;
