package arena.game.racetrack.rules;

import arena.game.api.Score;

/**
 * The exact virtual time of a lap (§10, D-R09): {@code (finishingMove − 1) + num/den}, where
 * {@code num/den = t*} is reduced and {@code 0 < num ≤ den}.
 */
public record Time(int finishingMove, long num, long den) implements Comparable<Time> {

    public Time {
        if (finishingMove < 1 || num <= 0 || num > den) {
            throw new IllegalArgumentException("not a lap time: move " + finishingMove + ", t* = " + num + "/" + den);
        }
        Score reduced = Score.fraction(num, den, 0);
        num = reduced.numerator();
        den = reduced.denominator();
    }

    public static Time of(int finishingMove, long num, long den) {
        return new Time(finishingMove, num, den);
    }

    /** The numerator of the whole time as one reduced fraction. */
    public long numerator() {
        return (finishingMove - 1L) * den + num;
    }

    public long denominator() {
        return den;
    }

    /** By finishing move, then by t*: exact, so equal only when exactly equal. */
    @Override
    public int compareTo(Time other) {
        if (finishingMove != other.finishingMove) {
            return Integer.compare(finishingMove, other.finishingMove);
        }
        return Long.compare(num * other.den, other.num * den);
    }

    /** The time as the platform's exactly comparable score, shown with six decimals. */
    public Score score() {
        return Score.fraction(numerator(), den, RacetrackRules.STANDARD.timeDecimals());
    }

    /** Six decimals, half up (D-R24): {@code 30.333333}. */
    public String display() {
        return score().display();
    }

    /** {@code 91/3}, or {@code 14} for a whole number. */
    public String fraction() {
        return den == 1 ? Long.toString(numerator()) : numerator() + "/" + den;
    }

    @Override
    public String toString() {
        return display();
    }
}
