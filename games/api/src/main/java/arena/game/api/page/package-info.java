/**
 * The replay as one self-contained HTML page: the replay player, the game's viewer, their styles, words and the
 * replay inside, for the site's "download as a page" and the games' tools alike.
 */
package arena.game.api.page;
