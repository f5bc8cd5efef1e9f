/**
 * Bomber's built-in bots, in-process seats speaking the same JSON-lines protocol as uploaded strategies: the idle
 * bot, a random bot and the quick-start strategy. The distance, forecast and safety searches they share are here
 * too.
 */
package arena.game.bomber.bots;
