/**
 * A player's figures in a contest, read from the rated games' stored results: the head-to-head table (every
 * opponent met, with wins, draws and losses), the results by map, seat and format, and the list of the games behind
 * a row. Nothing here replays a game; voided games count nowhere.
 */
package arena.platform.figures;
