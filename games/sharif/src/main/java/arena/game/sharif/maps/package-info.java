/**
 * Sharif's maps: the original map file format read and checked (spec §3.5, §13), and the nine original maps shipped
 * unchanged as the default pool.
 */
package arena.game.sharif.maps;
