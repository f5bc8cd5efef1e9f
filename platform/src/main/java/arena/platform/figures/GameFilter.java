package arena.platform.figures;

/**
 * Which of a player's rated games a list shows: those against one opponent, on one map, from one seat or in one
 * format (any of them null: not filtered). A row of the head-to-head or breakdown tables links to its filter.
 *
 * @param seat the seat's number from 1, as the breakdown shows it
 */
public record GameFilter(String opponent, String map, Integer seat, String format) {

    public static final GameFilter ALL = new GameFilter(null, null, null, null);
}
