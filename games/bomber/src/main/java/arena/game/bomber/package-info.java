/**
 * Bomber as the platform sees it: {@code BomberEngine}, the one class the platform knows (found with {@code
 * ServiceLoader}), and its command files, a game exported as editable commands and played again. The rules,
 * protocol, match loop, replay, maps, bots and command-line tools are in the subpackages.
 */
package arena.game.bomber;
