/**
 * Bomber's command-line tools: a local game on this machine with built-in bots and local strategies, and a command
 * file played again with its replay written. They use the same rules, match and replay packages as the site.
 */
package arena.game.bomber.cli;
