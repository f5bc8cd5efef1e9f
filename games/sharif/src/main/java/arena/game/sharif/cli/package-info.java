/**
 * Sharif's command-line tools: a game of built-in bots, and the standalone server run like the original one.
 */
package arena.game.sharif.cli;
