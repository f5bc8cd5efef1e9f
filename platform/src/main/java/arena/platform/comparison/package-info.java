/**
 * A/B comparisons of two of a contestant's own strategies: paired unrated games (each pair the same seed, map, seat
 * and opponents, once with A and once with B), private to the owner, queued below every game a contest depends on,
 * with the paired difference, its 95 % interval and a sequential stop.
 */
package arena.platform.comparison;
