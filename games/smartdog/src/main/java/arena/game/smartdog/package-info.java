/**
 * Smartdog as the platform sees it: {@code SmartDogEngine}, sheep herding with barking dogs for 1-4 players over
 * the 2012 text protocol. The rules, protocol, match loop, replay, maps, bots and command-line tools are in the
 * subpackages.
 */
package arena.game.smartdog;
