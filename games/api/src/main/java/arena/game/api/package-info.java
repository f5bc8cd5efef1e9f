/**
 * The engine SPI: what a game tells the platform about itself ({@code GameEngine}, {@code EngineInfo}, formats,
 * maps, limits, built-in bots) and how it plays one match through seats ({@code MatchContext}, {@code Seat}, {@code
 * Outcome}). Also the small pieces every game shares: reason codes and verdicts, exact scores and placings, the
 * seeded random, the replay writer, stage scoring and the phrases a summary is said in; the turn loop is in {@code
 * arena.game.api.turn}.
 */
package arena.game.api;
