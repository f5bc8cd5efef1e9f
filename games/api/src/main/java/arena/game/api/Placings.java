package arena.game.api;

import java.util.ArrayList;
import java.util.List;

/**
 * Places from exact scores. Entrants without a score ({@code null}) are placed after all who have
 * one and share that place.
 */
public final class Placings {

    private Placings() {
    }

    /** Standard competition ranking: 1, 1, 3. */
    public static List<Integer> competition(List<Score> scores, ScoreOrder order) {
        List<Integer> places = new ArrayList<>(scores.size());
        for (Score score : scores) {
            int better = 0;
            for (Score other : scores) {
                if (isBetter(other, score, order)) {
                    better++;
                }
            }
            places.add(better + 1);
        }
        return places;
    }

    /** Dense ranking: the distinct scores get 1, 2, 3, ...: 1, 1, 2. */
    public static List<Integer> dense(List<Score> scores, ScoreOrder order) {
        List<Score> distinct = new ArrayList<>();
        for (Score score : scores) {
            if (score != null && distinct.stream().noneMatch(score::sameValue)) {
                distinct.add(score);
            }
        }
        distinct.sort(order.bestFirst());
        List<Integer> places = new ArrayList<>(scores.size());
        for (Score score : scores) {
            if (score == null) {
                places.add(distinct.size() + 1);
            } else {
                int rank = 1;
                while (!distinct.get(rank - 1).sameValue(score)) {
                    rank++;
                }
                places.add(rank);
            }
        }
        return places;
    }

    private static boolean isBetter(Score a, Score b, ScoreOrder order) {
        if (a == null) {
            return false;
        }
        if (b == null) {
            return true;
        }
        int compared = a.compareTo(b);
        return order == ScoreOrder.LOWER_IS_BETTER ? compared < 0 : compared > 0;
    }
}
