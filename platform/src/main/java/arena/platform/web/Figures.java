package arena.platform.web;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.DecimalFormatSymbols;
import java.text.NumberFormat;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.springframework.context.i18n.LocaleContextHolder;
import org.springframework.stereotype.Component;

/**
 * Numbers on pages as people write them ({@code @figures.score(...)}, {@code @figures.rating(...)}): no padding
 * zeros after the point, so a time of 39 is "39" and of 112.5 "112.5", a rating of 1500 "1500". The exact value
 * stays in the database and the API. Every figure is written in the page's digits: a Persian page whose reader chose
 * Persian digits ({@code fa-u-nu-arabext}) gets ۱۵۰۰, as MessageFormat's {@code {0,number}} does.
 */
@Component("figures")
public class Figures {

    /** A stored score ({@code 39.000000}, {@code 112.500000}) without trailing zeros; text that is no number as it is. */
    public String score(String display) {
        if (display == null || display.isBlank()) {
            return display;
        }
        try {
            return digits(plain(new BigDecimal(display.trim())));
        } catch (NumberFormatException notANumber) {
            return display;
        }
    }

    /** A rating or a rating change to one decimal, rounded half to even, without a ".0". */
    public String rating(Number rating) {
        return rating == null ? "—" : digits(plain(tenths(rating)));
    }

    /** A rating change with its sign: {@code +32}, {@code -4.5}, {@code 0}. */
    public String change(Number change) {
        return change != null && tenths(change).signum() > 0 ? "+" + rating(change) : rating(change);
    }

    private static BigDecimal tenths(Number value) {
        return new BigDecimal(value.doubleValue()).setScale(1, RoundingMode.HALF_EVEN);
    }

    /** A mean (a place, a score) to two decimals, rounded half to even, without padding zeros: 1.5, 2.33. */
    public String mean(Number mean) {
        return mean == null ? "—" : digits(plain(new BigDecimal(mean.doubleValue()).setScale(2, RoundingMode.HALF_EVEN)));
    }

    /** A count, a place or points in the page's locale, as {@code {0,number}} in a message writes it: 1,024. */
    public String count(Number count) {
        return count == null ? "—" : NumberFormat.getIntegerInstance(LocaleContextHolder.getLocale()).format(count);
    }

    /** Numbers joined into one text ({@code 25/18/15}), each in the page's digits. */
    public String joined(List<? extends Number> numbers, String separator) {
        return numbers == null ? "" : numbers.stream().map(this::count).collect(Collectors.joining(separator));
    }

    /** Western digits and the point as the page writes them; unchanged unless the page's digits are others. */
    static String digits(String figure) {
        DecimalFormatSymbols symbols = DecimalFormatSymbols.getInstance(LocaleContextHolder.getLocale());
        char zero = symbols.getZeroDigit();
        if (zero == '0') {
            return figure;
        }
        StringBuilder written = new StringBuilder(figure.length());
        for (char c : figure.toCharArray()) {
            written.append(c >= '0' && c <= '9' ? (char) (zero + (c - '0')) : c == '.' ? symbols.getDecimalSeparator() : c);
        }
        return written.toString();
    }

    private static String plain(BigDecimal value) {
        BigDecimal stripped = value.stripTrailingZeros();
        if (stripped.signum() == 0) {
            return "0";
        }
        return stripped.scale() < 0 ? stripped.setScale(0).toPlainString() : stripped.toPlainString();
    }
}
