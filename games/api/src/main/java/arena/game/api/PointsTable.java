package arena.game.api;

import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Points by place (1-based), with a tie policy. Places past the table give nothing. */
public record PointsTable(List<Integer> points, TiePolicy tiePolicy) {

    public PointsTable {
        points = List.copyOf(points);
    }

    public static PointsTable of(TiePolicy tiePolicy, int... points) {
        return new PointsTable(Arrays.stream(points).boxed().toList(), tiePolicy);
    }

    public int pointsForPlace(int place) {
        return place >= 1 && place <= points.size() ? points.get(place - 1) : 0;
    }

    /**
     * Points for entrants given their scores (with {@link TiePolicy#GAME}, the scores themselves); {@code null} scores (did not finish) get nothing.
     *
     * @return points in the order of {@code scores}
     */
    public List<Integer> award(List<Score> scores, ScoreOrder order) {
        List<Integer> ranks = tiePolicy == TiePolicy.DENSE
                ? Placings.dense(scores, order)
                : Placings.competition(scores, order);
        List<Integer> awarded = new ArrayList<>(scores.size());
        for (int i = 0; i < scores.size(); i++) {
            if (scores.get(i) == null) {
                awarded.add(0);
            } else if (tiePolicy == TiePolicy.GAME) {
                awarded.add(scores.get(i).toBigDecimal().setScale(0, RoundingMode.FLOOR).intValueExact());
            } else if (tiePolicy == TiePolicy.DENSE) {
                awarded.add(pointsForPlace(ranks.get(i)));
            } else {
                int place = ranks.get(i);
                int tied = 0;
                for (int j = 0; j < scores.size(); j++) {
                    if (scores.get(j) != null && ranks.get(j) == place) {
                        tied++;
                    }
                }
                int sum = 0;
                for (int p = place; p < place + tied; p++) {
                    sum += pointsForPlace(p);
                }
                awarded.add(Math.floorDiv(sum, tied));
            }
        }
        return awarded;
    }
}
