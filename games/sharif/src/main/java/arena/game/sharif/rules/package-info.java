/**
 * Sharif's rules (spec §3-§10): one game of four players from the pick to its end ({@code Game}), with cards,
 * spells, upgrades, combat, lanes and scores. It knows no messages or seats; commands reach it already read.
 */
package arena.game.sharif.rules;
