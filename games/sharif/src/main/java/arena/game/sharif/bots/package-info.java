/**
 * Sharif's built-in bots, in-process seats speaking the original client protocol like an uploaded client: the idle
 * bot and the quick-start strategy.
 */
package arena.game.sharif.bots;
