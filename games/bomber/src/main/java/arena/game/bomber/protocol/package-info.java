/**
 * Bomber's JSON-lines protocol (spec §12): the engine's {@code init}, {@code tick} and {@code end} messages, the
 * board in its wire format, the checks on a strategy's answers and the cutting of its output into lines. The
 * conversation that uses these messages in a match is in the {@code match} package.
 */
package arena.game.bomber.protocol;
