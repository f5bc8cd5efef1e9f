package arena.game.process;

import arena.game.api.Launch;
import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.Reproduced;
import arena.game.api.Seat;
import arena.game.api.SeatHub;
import arena.game.api.Verdict;
import arena.game.api.turn.TurnLoop;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * The part every game's feed of a recorded seat shares ({@link arena.game.api.Reproduction#feed}): one local
 * strategy started as the game starts its seats (the game's own launch: stdio, TCP or HTTP), alone in a match
 * whose setup is the recorded game's, and the tally of its answers against the recorded ones. The game's own
 * protocol code talks to it through a {@link TurnLoop} over {@link #match()}; this class only counts.
 */
public final class FedStrategy {

    private final SeatHub match;
    private final ProcessSeat seat;
    private final PrintStream out;
    private final String unit;
    private int differences;
    private int fed;
    private Integer first;
    private String firstDetail = "";

    private FedStrategy(SeatHub match, ProcessSeat seat, PrintStream out, String unit) {
        this.match = match;
        this.seat = seat;
        this.out = out;
        this.unit = unit;
    }

    /**
     * Starts the strategy as seat 0 of a match set up as the recorded game, its start-up and move times both
     * {@code move} (the local machine's, not the site's).
     *
     * @param unit what the game calls a turn in the report: {@code tick}, {@code turn}, {@code move}
     * @throws IOException when the process or its port could not be set up
     */
    public static FedStrategy start(MatchSetup recorded, List<String> command, Path dir, Launch launch, Duration move,
            PrintStream out, String unit) throws IOException {
        Limits limits = recorded.limits().withTimes(move, move, Duration.ZERO);
        SeatHub match = new SeatHub(new MatchSetup(recorded.format(), recorded.map(), recorded.seed(),
                List.of("local"), limits, recorded.options()));
        ProcessSeat seat = ProcessSeat.start(0, "local", command, dir, launch, limits, match);
        match.add(seat);
        return new FedStrategy(match, seat, out, Objects.requireNonNull(unit));
    }

    /**
     * @param seat  the seat asked for, from 0
     * @param seats how many the recorded game has
     * @throws IllegalArgumentException with the seats there are
     */
    public static void checkSeat(int seat, int seats) {
        if (seat < 0 || seat >= seats) {
            throw new IllegalArgumentException("the game has seats 1 to " + seats);
        }
    }

    /** The match the game's turn loop runs over: this one seat. */
    public SeatHub match() {
        return match;
    }

    public Seat seat() {
        return seat;
    }

    /** @throws IllegalStateException when the strategy failed to connect, greet or get ready */
    public void started(TurnLoop<?> turns) {
        if (!turns.live(seat)) {
            throw new IllegalStateException("the strategy did not start: " + turns.verdict(seat));
        }
    }

    /**
     * The strategy answered {@code turn}; from now on it counts as fed.
     *
     * @throws IllegalStateException when it failed instead (no answer in time, a closed stream, a broken protocol)
     */
    public void answered(TurnLoop<?> turns, int turn) {
        if (!turns.live(seat)) {
            throw new IllegalStateException("the strategy stopped answering at " + unit + " " + turn + ": "
                    + turns.verdict(seat));
        }
        fed(turn);
    }

    /** The turns fed so far, for a game whose loop is its own match's ({@code racetrack}'s one request). */
    public void fed(int turns) {
        fed = turns;
    }

    /** @throws IllegalStateException always: the strategy gave no answer, for this verdict */
    public void noAnswer(Verdict verdict) {
        throw new IllegalStateException("the strategy gave no answer: " + verdict);
    }

    /** Compares one answer with the recorded one, both written as the game writes them; a difference is printed. */
    public void compare(int turn, String recorded, String answered) {
        if (!recorded.equals(answered)) {
            differs(turn, "recorded " + recorded + ", the strategy now answers " + answered);
        }
    }

    /** A difference the game words itself. */
    public void differs(int turn, String detail) {
        differences++;
        out.println(unit + " " + turn + ": " + detail);
        if (first == null) {
            first = turn;
            firstDetail = detail;
        }
    }

    /** The summary line, and what the feed found. */
    public Reproduced report() {
        out.println(differences == 0 ? "the strategy answered every " + unit + " as recorded"
                : differences + " " + unit + "s differ from the recording");
        return new Reproduced(fed, first, firstDetail);
    }
}
