package arena.platform.comparison;

import java.util.List;

/**
 * When a comparison looks at its results and how sure each look must be: up to five looks, equally spaced over the
 * pairs asked for (at least two pairs each), every look's interval at 1 − 5 %/looks (Bonferroni). The chance that
 * any look's interval misses the true difference is then at most 5 %, so the interval a comparison stops with (or
 * ends with) is a 95 % interval, and with no true difference it stops wrongly in at most 5 % of comparisons.
 *
 * @param pairs the pairs asked for
 * @param looks how many looks
 */
public record SequentialDesign(int pairs, int looks) {

    static final int MAX_LOOKS = 5;
    static final double ERROR = 0.05;

    public static SequentialDesign of(int pairs) {
        return new SequentialDesign(pairs, Math.max(1, Math.min(MAX_LOOKS, pairs / 2)));
    }

    /** The confidence of each look's interval. */
    public double confidence() {
        return 1 - ERROR / looks;
    }

    /** The pairs counted at look {@code k} (1-based). */
    public int lookAt(int k) {
        return Math.max(2, (int) Math.ceil((double) k * pairs / looks));
    }

    /**
     * What the pairs done so far decide.
     *
     * @param done      the pairs done, in the order they were completed
     * @param looksDone the looks already taken
     */
    public Decision decide(List<PairedDifference.Pair> done, int looksDone) {
        if (looksDone >= looks || done.size() < lookAt(looksDone + 1)) {
            return new Decision(looksDone, false);
        }
        return new Decision(looksDone + 1, PairedDifference.of(done, confidence()).excludesZero());
    }

    /** After a look (or none): the looks taken, and whether the comparison stops here. */
    public record Decision(int looksDone, boolean stops) {
    }
}
