/**
 * Sharif's match loop on the site: one live game whose four seats are the match's strategies, driven through the
 * shared turn loop ({@code SharifMatch}, {@code Conversation}).
 */
package arena.game.sharif.match;
