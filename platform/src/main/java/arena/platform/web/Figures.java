package arena.platform.web;

import java.math.BigDecimal;
import java.math.RoundingMode;
import org.springframework.stereotype.Component;

/**
 * Numbers on pages as people write them ({@code @figures.score(...)}, {@code @figures.rating(...)}): no padding
 * zeros after the point, so a time of 39 is "39" and of 112.5 "112.5", a rating of 1500 "1500". The exact value
 * stays in the database and the API.
 */
@Component("figures")
public class Figures {

    /** A stored score ({@code 39.000000}, {@code 112.500000}) without trailing zeros; text that is no number as it is. */
    public String score(String display) {
        if (display == null || display.isBlank()) {
            return display;
        }
        try {
            return plain(new BigDecimal(display.trim()));
        } catch (NumberFormatException notANumber) {
            return display;
        }
    }

    /** A rating or a rating change to one decimal, rounded half to even, without a ".0". */
    public String rating(Number rating) {
        return rating == null ? "—" : plain(new BigDecimal(rating.doubleValue()).setScale(1, RoundingMode.HALF_EVEN));
    }

    /** A rating change with its sign: {@code +32}, {@code -4.5}, {@code 0}. */
    public String change(Number change) {
        String value = rating(change);
        return change != null && change.doubleValue() > 0 && !value.equals("0") ? "+" + value : value;
    }

    private static String plain(BigDecimal value) {
        BigDecimal stripped = value.stripTrailingZeros();
        if (stripped.signum() == 0) {
            return "0";
        }
        return stripped.scale() < 0 ? stripped.setScale(0).toPlainString() : stripped.toPlainString();
    }
}
