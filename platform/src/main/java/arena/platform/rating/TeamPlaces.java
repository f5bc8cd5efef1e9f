package arena.platform.rating;

import arena.game.api.Score;
import arena.game.api.ScoreOrder;
import arena.game.api.SeatResult;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The place each seat's team took, which is what a team game is rated by. In a free-for-all every seat is its own
 * team and keeps its place. A team of several seats is ranked by the sum of its members' scores (the original
 * Sharif AI Challenge rule: the side with more game points won), so a sharif draw scored 6/4 against 5/5 is a
 * draw, although its best seat's place (1 against 2) would make it a win. Without a score for every seat, teams are
 * ranked by their best seat's place.
 */
public final class TeamPlaces {

    private TeamPlaces() {
    }

    /** One place per result, in the results' order: its team's competition place (1, 1, 3) among the teams. */
    public static List<Integer> of(List<SeatResult> results, ScoreOrder order) {
        Map<Integer, List<SeatResult>> teams = new LinkedHashMap<>();
        for (SeatResult result : results) {
            teams.computeIfAbsent(result.team(), team -> new ArrayList<>()).add(result);
        }
        if (teams.size() == results.size()) {
            return results.stream().map(SeatResult::place).toList();
        }
        boolean scored = results.stream().allMatch(result -> result.score() != null);
        Map<Integer, Fraction> totals = new LinkedHashMap<>();
        Map<Integer, Integer> best = new LinkedHashMap<>();
        for (Map.Entry<Integer, List<SeatResult>> team : teams.entrySet()) {
            Fraction total = Fraction.ZERO;
            int place = Integer.MAX_VALUE;
            for (SeatResult seat : team.getValue()) {
                if (scored) {
                    total = total.plus(seat.score());
                }
                place = Math.min(place, seat.place());
            }
            totals.put(team.getKey(), total);
            best.put(team.getKey(), place);
        }
        List<Integer> places = new ArrayList<>(results.size());
        for (SeatResult result : results) {
            int better = 0;
            for (int other : teams.keySet()) {
                int against = scored ? totals.get(other).compareTo(totals.get(result.team()))
                        : Integer.compare(best.get(result.team()), best.get(other));
                if (scored && order == ScoreOrder.LOWER_IS_BETTER) {
                    against = -against;
                }
                if (against > 0) {
                    better++;
                }
            }
            places.add(better + 1);
        }
        return places;
    }

    /** An exact sum of scores (a score is a reduced fraction; decimals would round racetrack's thirds). */
    private record Fraction(BigInteger numerator, BigInteger denominator) implements Comparable<Fraction> {

        static final Fraction ZERO = new Fraction(BigInteger.ZERO, BigInteger.ONE);

        Fraction plus(Score score) {
            BigInteger den = BigInteger.valueOf(score.denominator());
            return new Fraction(numerator.multiply(den).add(BigInteger.valueOf(score.numerator()).multiply(denominator)),
                    denominator.multiply(den));
        }

        @Override
        public int compareTo(Fraction other) {
            return numerator.multiply(other.denominator).compareTo(other.numerator.multiply(denominator));
        }
    }
}
