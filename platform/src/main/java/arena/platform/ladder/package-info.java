/**
 * A contest's rated ladder ("the sandbox" of the contest model): its settings, the scheduler that creates rated
 * games for main strategies, ratings stored per game, standings and rating histories. It is not isolation; running
 * strangers' code is the {@code arena.sandbox} module.
 */
package arena.platform.ladder;
