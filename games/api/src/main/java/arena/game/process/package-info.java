/**
 * Seats whose strategy runs as a plain local process or an HTTP server at a URL ({@code ProcessSeat}, {@code
 * HttpSeat}), and what every seat that carries a stream shares: the capped log, output counting, and CPU and memory
 * read from Linux's {@code /proc}. These seats isolate nothing; isolation is the business of the {@code
 * arena.sandbox} module.
 */
package arena.game.process;
