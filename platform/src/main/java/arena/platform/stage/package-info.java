/**
 * Tournament stages as the site runs them: organizers create, start and publish stages, waves are queued as matches
 * one after another, and finished games are scored into the stage table. The planning itself is pure code in {@code
 * arena.platform.stage.plan}. A stage's game is stored as {@code MatchKind.ROUND}, the name the database keeps.
 */
package arena.platform.stage;
