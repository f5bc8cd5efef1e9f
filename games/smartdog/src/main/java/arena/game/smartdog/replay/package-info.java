/**
 * Smartdog's replay: the record of a played game (setup, every player's inputs turn by turn, the state after each
 * turn), the replay document and its reader, and re-simulating a game from its map and inputs.
 */
package arena.game.smartdog.replay;
