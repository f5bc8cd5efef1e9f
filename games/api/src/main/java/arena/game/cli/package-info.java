/**
 * The command line every tool shares (the five games' tools and the contestant client), on picocli: set-up,
 * exit codes, version, the wording of mistakes, and what the games' verbs have in common.
 */
package arena.game.cli;
