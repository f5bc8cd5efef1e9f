package arena.platform.admin.crash;

import arena.platform.error.ArenaException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.http.HttpStatus;

/**
 * The time axis of the crash chart: hours for a span of up to three days, days beyond, every bucket present
 * (a quiet hour is a zero, not a gap). The database counts per bucket; this fills the series.
 */
final class ChartBuckets {

    static final Duration HOURLY_UP_TO = Duration.ofDays(3);
    static final Duration LONGEST = Duration.ofDays(366);
    /** The span when the filter gives no start. */
    static final Duration DEFAULT_SPAN = Duration.ofDays(7);

    private final String unit;
    private final List<LocalDateTime> starts;

    private ChartBuckets(String unit, List<LocalDateTime> starts) {
        this.unit = unit;
        this.starts = starts;
    }

    /** @throws ArenaException {@code INVALID_INPUT} for a span over {@link #LONGEST} */
    static ChartBuckets of(Instant from, Instant to) {
        Duration span = Duration.between(from, to);
        if (span.compareTo(LONGEST) > 0) {
            throw new ArenaException(HttpStatus.BAD_REQUEST, "INVALID_INPUT", "error.INVALID_INPUT.chartSpan",
                    LONGEST.toDays(), span.toDays());
        }
        ChronoUnit step = span.compareTo(HOURLY_UP_TO) <= 0 ? ChronoUnit.HOURS : ChronoUnit.DAYS;
        List<LocalDateTime> starts = new ArrayList<>();
        LocalDateTime end = LocalDateTime.ofInstant(to, ZoneOffset.UTC);
        for (LocalDateTime at = LocalDateTime.ofInstant(from, ZoneOffset.UTC).truncatedTo(step); at.isBefore(end);
                at = at.plus(1, step)) {
            starts.add(at);
        }
        return new ChartBuckets(step == ChronoUnit.HOURS ? "hour" : "day", starts);
    }

    String unit() {
        return unit;
    }

    /** One count as the database gave it: a bucket's start, a reason or language, how many. */
    record Count(LocalDateTime bucket, String key, long count) {
    }

    /** Series in order of their total, the largest first; buckets without a count are zeros. */
    CrashChart chart(String by, List<Count> counts) {
        Map<LocalDateTime, Integer> index = new LinkedHashMap<>();
        for (int i = 0; i < starts.size(); i++) {
            index.put(starts.get(i), i);
        }
        Map<String, long[]> series = new LinkedHashMap<>();
        for (Count count : counts) {
            Integer at = index.get(count.bucket());
            if (at != null) {
                series.computeIfAbsent(count.key() == null ? "—" : count.key(), key -> new long[starts.size()])[at] += count.count();
            }
        }
        List<CrashChart.Series> out = series.entrySet().stream()
                .sorted((a, b) -> Long.compare(total(b.getValue()), total(a.getValue())))
                .map(entry -> new CrashChart.Series(entry.getKey(), java.util.Arrays.stream(entry.getValue()).boxed().toList()))
                .toList();
        return new CrashChart(by, unit, starts.stream().map(LocalDateTime::toString).toList(), out);
    }

    private static long total(long[] counts) {
        long sum = 0;
        for (long count : counts) {
            sum += count;
        }
        return sum;
    }
}
