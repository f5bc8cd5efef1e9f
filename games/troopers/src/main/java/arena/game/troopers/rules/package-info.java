/**
 * Troopers' rules: the state and flow of one game ({@code Battle}), the ten actions with their costs and effects,
 * sight and reachability, scoring, and the game's constants. Only this package changes a trooper; it knows no
 * protocol.
 */
package arena.game.troopers.rules;
