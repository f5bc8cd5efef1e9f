/**
 * Custom games: unrated games a contestant sets up against chosen opponents (built-in bots, their own strategies,
 * other contestants' main ones), and command files played again, with their page and API.
 */
package arena.platform.custom;
