/**
 * The rated ladder's pure code, without the database: the Elo rating with its deviation, the ledger of rating
 * events, the matchmaker and its pace. Storing ratings and scheduling games is {@code arena.platform.ladder}.
 */
package arena.platform.rating;
