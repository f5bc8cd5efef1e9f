package arena.platform.figures;

/**
 * A player's rated games that share one map, one seat or one format.
 *
 * @param key      the map's id, the seat's number (from 1) or the format's id
 * @param firsts   games the player's team finished first (alone or tied)
 * @param wins     opponents beaten, summed over the games (as in the head-to-head table)
 * @param draws    opponents tied with
 * @param losses   opponents lost to
 * @param avgPlace the player's mean place
 * @param avgScore the player's mean score, or null where the games keep none
 */
public record BreakdownRow(String key, long games, long firsts, long wins, long draws, long losses, double avgPlace,
        Double avgScore) {
}
