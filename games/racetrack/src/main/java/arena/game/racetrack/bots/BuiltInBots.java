package arena.game.racetrack.bots;

import arena.game.api.BotInfo;
import arena.game.api.Seat;
import arena.game.api.SeatEvents;
import arena.game.racetrack.solver.Solver;
import arena.game.racetrack.solver.TrivialAnswer;
import java.util.List;

/** The built-in bots: the trivial answer of §13.4 and the reference solver. */
public final class BuiltInBots {

    public static final String TRIVIAL = "trivial";
    public static final String SOLVER = "solver";

    public static final List<BotInfo> INFOS = List.of(
            new BotInfo(TRIVIAL, "Trivial", "Steps along the axis one point at a time and stops after each step: "
                    + "always finishes, in 2N − 1 seconds."),
            new BotInfo(SOLVER, "Reference solver", "Breadth-first search for the fastest lap, bounded to 20 s; "
                    + "falls back to the trivial answer."));

    private BuiltInBots() {
    }

    /** @throws IllegalArgumentException for an unknown bot id */
    public static Seat create(String botId, int index, String name, SeatEvents events) {
        return switch (botId) {
            case TRIVIAL -> new AnsweringBot(index, name, events, TrivialAnswer::of);
            case SOLVER -> new AnsweringBot(index, name, events, track -> new Solver().solve(track).moves());
            default -> throw new IllegalArgumentException("unknown built-in bot: " + botId);
        };
    }
}
