package arena.platform.rating;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongFunction;

/**
 * The ladder rating: Elo over every pair of seats of different teams, with a Glicko-flavoured deviation
 * that makes a rating inert as games accumulate and that an inertia reset restores. The formula and its
 * constants are in {@link RatingSettings}.
 *
 * <p>Pure and deterministic: the same states and game give bit-identical changes (seats are summed in seat
 * order), which is what lets a voided game be undone by replaying the events after it.
 *
 * <p>Why these choices. Averaging expected and actual results over the opponent seats makes a game of any
 * size worth one duel, so a player's rating moves at the same pace in 2- and 4-player formats. Teams are
 * rated by the team result against each seat of another team, from the teams' mean ratings, and teammates
 * are not rated against each other. K proportional to the deviation (not a step table) makes the inertia
 * smooth and makes the reset's effect the same quantity the shown rating reads, so "drops at once, recovers
 * quickly" is one mechanism: the drop is the confidence lost, the recovery is the deviation shrinking again.
 */
public final class Elo {

    private final RatingSettings settings;

    public Elo(RatingSettings settings) {
        this.settings = settings;
    }

    public RatingSettings settings() {
        return settings;
    }

    /** The state of a player's first accepted submission. */
    public PlayerRating newcomer() {
        return new PlayerRating(settings.startRating(), settings.startDeviation(), 0);
    }

    /** The rating standings and profiles show. */
    public double shown(PlayerRating player) {
        return player.rating() + settings.confidenceWeight() * (settings.startDeviation() - player.deviation());
    }

    /** How far one game can move this player's rating. */
    public double k(PlayerRating player) {
        return settings.startK() * player.deviation() / settings.startDeviation();
    }

    /** The expected result (0..1) of a side rated {@code rating} against one rated {@code opponent}. */
    public double expected(double rating, double opponent) {
        return 1 / (1 + Math.pow(10, (opponent - rating) / settings.scale()));
    }

    /** The deviation after one more rated game. */
    double deviationAfterGame(double deviation) {
        double start = settings.startDeviation();
        double next = 1 / Math.sqrt(1 / (deviation * deviation) + 1 / (start * start));
        return next < settings.minDeviation() + 1e-9 ? settings.minDeviation() : next;
    }

    /**
     * The changes one finished game makes, one per seat in seat order.
     *
     * @param before each player's state before the game ({@link #newcomer()} for one not rated yet)
     */
    public List<RatingChange> rate(RatedGame game, LongFunction<PlayerRating> before) {
        List<RatedSeat> seats = game.seats();
        List<PlayerRating> states = new ArrayList<>(seats.size());
        Map<Integer, Double> teamSum = new HashMap<>();
        Map<Integer, Integer> teamSize = new HashMap<>();
        Map<Integer, Integer> teamPlace = new HashMap<>();
        for (RatedSeat seat : seats) {
            PlayerRating state = before.apply(seat.userId());
            states.add(state);
            teamSum.merge(seat.team(), state.rating(), Double::sum);
            teamSize.merge(seat.team(), 1, Integer::sum);
            teamPlace.merge(seat.team(), seat.place(), Math::min);
        }
        List<RatingChange> changes = new ArrayList<>(seats.size());
        for (int i = 0; i < seats.size(); i++) {
            RatedSeat seat = seats.get(i);
            double own = teamSum.get(seat.team()) / teamSize.get(seat.team());
            int ownPlace = teamPlace.get(seat.team());
            List<RatingChange.Opponent> opponents = new ArrayList<>();
            double expectedSum = 0;
            double actualSum = 0;
            for (int j = 0; j < seats.size(); j++) {
                RatedSeat other = seats.get(j);
                if (other.team() == seat.team()) {
                    continue;
                }
                double expected = expected(own, teamSum.get(other.team()) / teamSize.get(other.team()));
                double actual = score(ownPlace, teamPlace.get(other.team()));
                expectedSum += expected;
                actualSum += actual;
                opponents.add(new RatingChange.Opponent(other.userId(), other.place(), states.get(j).rating(),
                        shown(states.get(j)), expected, actual));
            }
            double expected = expectedSum / opponents.size();
            double actual = actualSum / opponents.size();
            PlayerRating state = states.get(i);
            double delta = k(state) * (actual - expected);
            PlayerRating after = new PlayerRating(state.rating() + delta, deviationAfterGame(state.deviation()),
                    state.games() + 1);
            changes.add(new RatingChange(RatingChange.Cause.GAME, game.gameId(), seat.userId(), seat.team(),
                    seat.place(), state, after, shown(state), shown(after), expected, actual, delta, opponents));
        }
        return changes;
    }

    /** An accepted submission that asked for it: the deviation starts over, so the shown rating drops. */
    public RatingChange reset(InertiaReset reset, PlayerRating before) {
        PlayerRating after = new PlayerRating(before.rating(), settings.startDeviation(), before.games());
        return new RatingChange(RatingChange.Cause.RESET, reset.submissionId(), reset.userId(), 0, 0, before, after,
                shown(before), shown(after), 0, 0, 0, List.of());
    }

    private static double score(int place, int otherPlace) {
        return place < otherPlace ? 1 : place == otherPlace ? 0.5 : 0;
    }
}
