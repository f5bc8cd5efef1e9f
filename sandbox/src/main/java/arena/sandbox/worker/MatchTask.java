package arena.sandbox.worker;

import arena.game.api.Limits;
import java.util.List;
import java.util.Map;

/** Play one match. */
public record MatchTask(long matchId, String game, String format, String map, long seed, Limits limits,
        Map<String, String> options, List<SeatTask> seats) {

    public MatchTask {
        options = Map.copyOf(options);
        seats = List.copyOf(seats);
    }
}
