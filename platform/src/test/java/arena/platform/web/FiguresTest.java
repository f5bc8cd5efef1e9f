package arena.platform.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.springframework.context.i18n.LocaleContextHolder;

class FiguresTest {

    private final Figures figures = new Figures();

    @Test
    void racetrackTimesLoseTheirPaddingZeros() {
        assertThat(figures.score("39.000000")).isEqualTo("39");
        assertThat(figures.score("112.500000")).isEqualTo("112.5");
        assertThat(figures.score("30.333333")).isEqualTo("30.333333");
        assertThat(figures.score("0.00")).isEqualTo("0");
        assertThat(figures.score("1200")).isEqualTo("1200");
        assertThat(figures.score("-7")).isEqualTo("-7");
        assertThat(figures.score(null)).isNull();
    }

    @Test
    void ratingsHaveOneDecimalWithoutADotZero() {
        assertThat(figures.rating(1500.0)).isEqualTo("1500");
        assertThat(figures.rating(1512.34)).isEqualTo("1512.3");
        assertThat(figures.rating(1512.25)).isEqualTo("1512.2");
        assertThat(figures.rating(1499.96)).isEqualTo("1500");
        assertThat(figures.change(32.0)).isEqualTo("+32");
        assertThat(figures.change(-4.5)).isEqualTo("-4.5");
        assertThat(figures.change(0.01)).isEqualTo("0");
    }

    @Test
    void meansHaveTwoDecimalsWithoutPaddingZeros() {
        assertThat(figures.mean(1.5)).isEqualTo("1.5");
        assertThat(figures.mean(7.0 / 3)).isEqualTo("2.33");
        assertThat(figures.mean(2.0)).isEqualTo("2");
        assertThat(figures.mean(null)).isEqualTo("—");
    }

    @Test
    void countsAndJoinedNumbersFollowThePagesLocale() {
        LocaleContextHolder.setLocale(Locale.ENGLISH);
        try {
            assertThat(figures.count(1024)).isEqualTo("1,024");
            assertThat(figures.joined(List.of(25, 18, 15), "/")).isEqualTo("25/18/15");
        } finally {
            LocaleContextHolder.resetLocaleContext();
        }
    }

    /** The mixed-digit case: with Persian digits chosen, no figure of the page stays in Western digits. */
    @Test
    void persianDigitsWhenTheReaderChoseThem() {
        LocaleContextHolder.setLocale(Locale.forLanguageTag("fa-u-nu-arabext"));
        try {
            assertThat(figures.joined(List.of(25, 18, 15), "/")).isEqualTo("۲۵/۱۸/۱۵");
            assertThat(figures.count(7)).isEqualTo("۷");
            assertThat(figures.rating(1512.34)).isEqualTo("۱۵۱۲٫۳");
            assertThat(figures.change(32.0)).isEqualTo("+۳۲");
            assertThat(figures.change(0.01)).isEqualTo("۰");
            assertThat(figures.score("112.500000")).isEqualTo("۱۱۲٫۵");
        } finally {
            LocaleContextHolder.resetLocaleContext();
        }
    }

    @Test
    void persianPagesWithLatinDigitsKeepThem() {
        LocaleContextHolder.setLocale(Locale.forLanguageTag("fa-u-nu-latn"));
        try {
            assertThat(figures.joined(List.of(25, 18, 15), "/")).isEqualTo("25/18/15");
            assertThat(figures.rating(1512.34)).isEqualTo("1512.3");
        } finally {
            LocaleContextHolder.resetLocaleContext();
        }
    }
}
