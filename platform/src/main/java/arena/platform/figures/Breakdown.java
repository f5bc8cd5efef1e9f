package arena.platform.figures;

import java.util.List;

/** A player's rated games by map, by seat and by format, each list in its key's order. */
public record Breakdown(List<BreakdownRow> maps, List<BreakdownRow> seats, List<BreakdownRow> formats) {
}
