package arena.platform.stage.plan;

import java.util.List;

/**
 * One planned game of a stage part.
 *
 * @param wave  0-based; the games of a wave run in parallel, waves one after another
 * @param seats in the format's seat order
 * @param map   the map id
 */
public record StageGame(int wave, List<StageSeat> seats, String map) {

    public StageGame {
        seats = List.copyOf(seats);
        if (wave < 0) {
            throw new IllegalArgumentException("wave must not be negative: " + wave);
        }
        if (seats.stream().noneMatch(StageSeat.Entrant.class::isInstance)) {
            throw new IllegalArgumentException("a stage game holds at least one entrant");
        }
    }

    /** The entrants' user ids, in seat order. */
    public List<Long> entrants() {
        return seats.stream().filter(StageSeat.Entrant.class::isInstance)
                .map(seat -> ((StageSeat.Entrant) seat).userId()).toList();
    }

    public boolean hasFillers() {
        return seats.stream().anyMatch(StageSeat.Filler.class::isInstance);
    }
}
