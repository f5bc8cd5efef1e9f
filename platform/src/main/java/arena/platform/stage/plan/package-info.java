/**
 * Stage planning as pure code: entrants chosen, each part's games planned wave by wave, all-pairs duels or one game
 * per map, and points and tables from places. Storing and running stages is {@code arena.platform.stage}.
 */
package arena.platform.stage.plan;
