/**
 * A contest's rated ladder: its settings, the scheduler that creates rated games for main strategies, ratings stored
 * per game, standings and rating histories. Until issue 23 it was called "the sandbox" (the database's tables still
 * are, and {@link arena.platform.ladder.OldLadderSettings} reads the old settings); running strangers' code is the
 * {@code arena.sandbox} module, the only sandbox.
 */
package arena.platform.ladder;
