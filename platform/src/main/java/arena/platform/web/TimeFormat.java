package arena.platform.web;

import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.time.format.DecimalStyle;
import java.time.format.FormatStyle;
import java.util.Locale;
import org.springframework.context.i18n.LocaleContextHolder;
import org.springframework.stereotype.Component;

/**
 * Times on pages, in the reader's time zone and language (the account's, else the browser's; UTC until the browser
 * said), with the zone named so a time is never ambiguous; templates use it as {@code @time.format(...)}.
 */
@Component("time")
public class TimeFormat {

    public String format(Instant instant) {
        if (instant == null) {
            return "—";
        }
        Locale locale = LocaleContextHolder.getLocale();
        DateTimeFormatter format = DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM).withLocale(locale)
                .withDecimalStyle(DecimalStyle.of(locale)).withZone(LocaleContextHolder.getTimeZone().toZoneId());
        return format.format(instant) + " " + LocaleContextHolder.getTimeZone().toZoneId().getId();
    }
}
