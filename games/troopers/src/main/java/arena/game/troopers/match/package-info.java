/**
 * Troopers' match loop: one live game whose players are the match's strategies ({@code TroopersMatch}), the 2013
 * conversation on the shared turn loop, and how the game ended per seat. It also keeps the bytes each strategy was
 * sent, for the repeater.
 */
package arena.game.troopers.match;
