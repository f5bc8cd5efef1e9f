package arena.platform.rating;

import java.util.Arrays;
import java.util.Comparator;
import java.util.stream.IntStream;

/** Spearman's rank correlation: Pearson's correlation of the ranks, ties given their mean rank. */
final class Spearman {

    private Spearman() {
    }

    static double correlation(double[] x, double[] y) {
        if (x.length != y.length || x.length < 2) {
            throw new IllegalArgumentException("need two samples of equal size, at least 2");
        }
        return pearson(ranks(x), ranks(y));
    }

    static double[] ranks(double[] values) {
        Integer[] order = IntStream.range(0, values.length).boxed().toArray(Integer[]::new);
        Arrays.sort(order, Comparator.comparingDouble(i -> values[i]));
        double[] ranks = new double[values.length];
        for (int start = 0; start < order.length;) {
            int end = start;
            while (end + 1 < order.length && values[order[end + 1]] == values[order[start]]) {
                end++;
            }
            double rank = (start + end) / 2.0 + 1;
            for (int i = start; i <= end; i++) {
                ranks[order[i]] = rank;
            }
            start = end + 1;
        }
        return ranks;
    }

    private static double pearson(double[] x, double[] y) {
        double mx = Arrays.stream(x).average().orElseThrow();
        double my = Arrays.stream(y).average().orElseThrow();
        double sxy = 0;
        double sxx = 0;
        double syy = 0;
        for (int i = 0; i < x.length; i++) {
            sxy += (x[i] - mx) * (y[i] - my);
            sxx += (x[i] - mx) * (x[i] - mx);
            syy += (y[i] - my) * (y[i] - my);
        }
        return sxy / Math.sqrt(sxx * syy);
    }
}
