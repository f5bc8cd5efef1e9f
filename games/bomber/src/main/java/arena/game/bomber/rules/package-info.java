/**
 * Bomber's rules (spec {@code bomber.md}): the board state, one tick in the phases of spec §7 ({@code Tick}),
 * bombs, explosions and lava, and the random turn order. A game here is a pure function of the map, the rules'
 * numbers, the seed and the commands; it knows no strategies or messages.
 */
package arena.game.bomber.rules;
