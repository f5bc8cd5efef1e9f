/**
 * Matches: creating them, recording how they ended, and showing them (game pages, summaries in the reader's
 * language, progress, high scores), with evidence only for whom it belongs to. Playing a match is the worker's job,
 * not this package's.
 */
package arena.platform.match;
