/**
 * Sharif AI Challenge 2020 as the platform sees it: {@code SharifEngine}, two teams of two kings over the original
 * AIC20 protocol, and the numbers its rules pages quote. The rules, protocol, match loop, replay, maps, bots,
 * standalone server and command-line tools are in the subpackages.
 */
package arena.game.sharif;
