/**
 * Racetrack as the platform sees it: {@code RacetrackEngine}, a time trial of one strategy, an HTTP server, on one
 * track. The rules, protocol, match, tracks, bots, reference solver and command-line tools are in the subpackages.
 */
package arena.game.racetrack;
