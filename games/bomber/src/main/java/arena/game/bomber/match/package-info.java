/**
 * Bomber's match loop: one live game whose bombers are played by the match's strategies, tick by tick through the
 * shared turn loop ({@code BomberMatch}, {@code Conversation}). It turns the finished game into the platform's
 * outcome ({@code OutcomeReport}); the rules themselves are in the {@code rules} package.
 */
package arena.game.bomber.match;
