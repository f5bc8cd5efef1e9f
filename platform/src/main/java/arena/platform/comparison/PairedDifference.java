package arena.platform.comparison;

import java.util.List;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * The paired difference of A's and B's results: per pair A's value minus B's, their mean, and a Student t interval
 * for the mean at a given confidence. With fewer than two pairs there is no interval ({@code low} and {@code high} are
 * NaN).
 *
 * @param pairs      the pairs counted
 * @param meanA      A's mean result
 * @param meanB      B's mean result
 * @param difference the mean of A − B per pair
 */
public record PairedDifference(int pairs, double meanA, double meanB, double difference, double low, double high) {

    /** One pair's results: A's and B's, in the same seat against the same opponents on the same seed. */
    public record Pair(double a, double b) {
    }

    public static PairedDifference of(List<Pair> pairs, double confidence) {
        int n = pairs.size();
        if (n == 0) {
            return new PairedDifference(0, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN);
        }
        double sumA = 0;
        double sumB = 0;
        for (Pair pair : pairs) {
            sumA += pair.a();
            sumB += pair.b();
        }
        double mean = (sumA - sumB) / n;
        if (n < 2) {
            return new PairedDifference(n, sumA / n, sumB / n, mean, Double.NaN, Double.NaN);
        }
        double squares = 0;
        for (Pair pair : pairs) {
            double d = pair.a() - pair.b() - mean;
            squares += d * d;
        }
        double standardError = Math.sqrt(squares / (n - 1) / n);
        double t = new TDistribution(null, n - 1).inverseCumulativeProbability(1 - (1 - confidence) / 2);
        return new PairedDifference(n, sumA / n, sumB / n, mean, mean - t * standardError, mean + t * standardError);
    }

    /** Whether the interval lies wholly on one side of zero. */
    public boolean excludesZero() {
        return low > 0 || high < 0;
    }
}
