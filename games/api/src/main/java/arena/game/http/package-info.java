/**
 * The HTTP exchange of the HTTP games (racetrack): one POST on its own connection with a size limit on the body and
 * the processing time measured ({@code HttpExchange}), in the same bytes wherever it travels ({@code
 * HttpMessages}). It knows no game's messages; the seat that uses it is {@code arena.game.process.HttpSeat}.
 */
package arena.game.http;
