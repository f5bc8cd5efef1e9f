/**
 * Smartdog's match loops: one game with the site's strategies ({@code SmartDogMatch}) and one game of the
 * standalone server ({@code ServerGame}) with its hubs and queue. A finished game of either becomes the platform's
 * outcome in {@code OutcomeReport}.
 */
package arena.game.smartdog.match;
