/**
 * Sharif's wire protocol (spec §12): JSON objects ended by a NUL byte, the client's messages, and the server's
 * {@code init}, {@code turn} and {@code shutdown} messages as one player may see the game.
 */
package arena.game.sharif.protocol;
