package arena.game.api;

import java.util.List;

/**
 * A match format: how many seats and which team each seat plays for.
 *
 * @param id    stable id ({@code solo}, {@code 2p}, {@code 4x3})
 * @param name  display name
 * @param teams the team of each seat, so {@code teams.size()} is the number of seats
 */
public record Format(String id, String name, List<Integer> teams) {

    public Format {
        teams = List.copyOf(teams);
        if (teams.isEmpty()) {
            throw new IllegalArgumentException("a format has at least one seat");
        }
    }

    /** A format where every seat plays for itself. */
    public static Format freeForAll(String id, String name, int seats) {
        return new Format(id, name, java.util.stream.IntStream.range(0, seats).boxed().toList());
    }

    public int seats() {
        return teams.size();
    }

    /** A one-seat format: its results on a map form that map's high-score table. */
    public boolean solo() {
        return teams.size() == 1;
    }
}
