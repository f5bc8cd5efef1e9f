/**
 * Smartdog's maps: the original map file format (§4.1), the tiling that builds the game map for 1-4 players from
 * one player's tile, and the original maps shipped in the module's resources.
 */
package arena.game.smartdog.maps;
