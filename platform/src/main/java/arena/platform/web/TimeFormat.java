package arena.platform.web;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import org.springframework.stereotype.Component;

/** Times on pages, in UTC; templates use it as {@code @time.format(...)}. */
@Component("time")
public class TimeFormat {

    private static final DateTimeFormatter FORMAT = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'")
            .withZone(ZoneOffset.UTC);

    public String format(Instant instant) {
        return instant == null ? "—" : FORMAT.format(instant);
    }
}
