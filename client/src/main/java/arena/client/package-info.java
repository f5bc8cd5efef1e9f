/**
 * The command-line client of the site's REST API ({@code arena-client.jar}): submit a strategy, start a custom
 * game, list contests, submissions and games, fetch a replay, with the site and the personal token kept in its
 * config file. It talks to the site over HTTP only; the games' own offline tools are in each game's {@code cli}
 * package.
 */
package arena.client;
