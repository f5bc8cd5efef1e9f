/**
 * The 2013 binary protocol (spec §7): message types, the wire primitives, and the records a client and the server
 * send, encoded only in forms the strictest 2013 pack reads. Both sides are here: the engine's, and the built-in
 * bots'.
 */
package arena.game.troopers.protocol;
