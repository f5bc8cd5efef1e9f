/**
 * Matches: creating them ({@code MatchCreation}), recording how they ended ({@code MatchResults}), answering about
 * them ({@code MatchQueries}), and showing them (game pages, summaries in the reader's language, progress, high
 * scores), with evidence only for whom it belongs to. It reads submissions through its port {@code Submissions}.
 * Playing a match is the worker's job, not this package's.
 */
package arena.platform.match;
