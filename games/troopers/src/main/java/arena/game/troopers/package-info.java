/**
 * CodeTroopers 2013 as the platform sees it: {@code TroopersEngine}, squads of troopers on a 30x20 map over the
 * 2013 binary protocol, and the numbers its rules pages quote. The rules, protocol, match loop, replay, maps, bots
 * and command-line tools are in the subpackages.
 */
package arena.game.troopers;
