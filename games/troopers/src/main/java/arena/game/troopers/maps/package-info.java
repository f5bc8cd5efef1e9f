/**
 * Troopers' map pool: the map format and its checks (symmetry, start cells), and the maps read from the module's
 * resources in the order of their index.
 */
package arena.game.troopers.maps;
