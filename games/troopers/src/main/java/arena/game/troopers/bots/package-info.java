/**
 * Troopers' built-in bots, in-process seats speaking the 2013 protocol like a language pack: the idle bot, the
 * seed's example, the quick-start strategy and a stronger planning bot, with the searches they share.
 */
package arena.game.troopers.bots;
