/**
 * Smartdog's built-in bots, in-process seats that connect and speak the text protocol like external clients: the
 * idle bot and the herding bot, with the view and searches they use.
 */
package arena.game.smartdog.bots;
