/**
 * Troopers' command-line tools: the 2013 local runner (one game on this machine, strategies started by hand or
 * built in) and the repeater, which serves one player's recorded stream again.
 */
package arena.game.troopers.cli;
