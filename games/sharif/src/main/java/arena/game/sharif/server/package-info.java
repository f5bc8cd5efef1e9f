/**
 * Sharif's standalone server, the original game server's part for one game (spec §12.2, §12.3): it listens, binds
 * each client to a slot by its token, and plays the game. It serves the command-line tools; the site plays through
 * the {@code match} package instead.
 */
package arena.game.sharif.server;
