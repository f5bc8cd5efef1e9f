/**
 * Racetrack's side of the HTTP exchange (§11.3): a response body read and normalised into a move string or the
 * reason it is none. The exchange itself is {@code arena.game.http}.
 */
package arena.game.racetrack.protocol;
