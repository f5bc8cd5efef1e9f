package arena.game.api;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;

/**
 * An exactly comparable score: a reduced fraction (racetrack's time is a rational, bomber's points an
 * integer), shown with a fixed number of decimals, rounded half up.
 */
public record Score(long numerator, long denominator, int decimals) implements Comparable<Score> {

    public Score {
        if (denominator <= 0) {
            throw new IllegalArgumentException("denominator must be positive: " + denominator);
        }
        if (decimals < 0 || decimals > 18) {
            throw new IllegalArgumentException("decimals out of range: " + decimals);
        }
        long gcd = gcd(Math.abs(numerator), denominator);
        if (gcd > 1) {
            numerator /= gcd;
            denominator /= gcd;
        }
    }

    public static Score integer(long value) {
        return new Score(value, 1, 0);
    }

    public static Score fraction(long numerator, long denominator, int decimals) {
        return new Score(numerator, denominator, decimals);
    }

    @Override
    public int compareTo(Score other) {
        return BigInteger.valueOf(numerator).multiply(BigInteger.valueOf(other.denominator))
                .compareTo(BigInteger.valueOf(other.numerator).multiply(BigInteger.valueOf(denominator)));
    }

    /** Equal value, whatever the display precision. */
    public boolean sameValue(Score other) {
        return numerator == other.numerator && denominator == other.denominator;
    }

    public BigDecimal toBigDecimal() {
        return BigDecimal.valueOf(numerator).divide(BigDecimal.valueOf(denominator), decimals, RoundingMode.HALF_UP);
    }

    /** {@code 30.333333} for 91/3 with six decimals. */
    public String display() {
        return toBigDecimal().toPlainString();
    }

    /** As people write it, without padding zeros: {@code 39} for 39/1 and {@code 112.5} for 225/2 with six decimals. */
    public String plain() {
        BigDecimal value = toBigDecimal().stripTrailingZeros();
        return value.signum() == 0 ? "0" : value.scale() < 0 ? value.setScale(0).toPlainString() : value.toPlainString();
    }

    @Override
    public String toString() {
        return display();
    }

    private static long gcd(long a, long b) {
        while (b != 0) {
            long t = a % b;
            a = b;
            b = t;
        }
        return a;
    }
}
