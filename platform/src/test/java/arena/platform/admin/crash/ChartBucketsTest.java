package arena.platform.admin.crash;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.platform.error.ArenaException;
import java.time.Instant;
import java.time.LocalDateTime;
import java.util.List;
import org.junit.jupiter.api.Test;

class ChartBucketsTest {

    @Test
    void upToThreeDaysAreHoursEveryOnePresent() {
        ChartBuckets buckets = ChartBuckets.of(Instant.parse("2026-11-24T01:30:00Z"), Instant.parse("2026-11-24T04:10:00Z"));
        assertThat(buckets.unit()).isEqualTo("hour");
        CrashChart chart = buckets.chart("reason", List.of(
                new ChartBuckets.Count(LocalDateTime.parse("2026-11-24T01:00"), "TIME_LIMIT", 2),
                new ChartBuckets.Count(LocalDateTime.parse("2026-11-24T04:00"), "TIME_LIMIT", 1),
                new ChartBuckets.Count(LocalDateTime.parse("2026-11-24T03:00"), "RUNTIME_ERROR", 5)));
        assertThat(chart.buckets()).containsExactly("2026-11-24T01:00", "2026-11-24T02:00", "2026-11-24T03:00",
                "2026-11-24T04:00");
        assertThat(chart.series()).containsExactly(
                new CrashChart.Series("RUNTIME_ERROR", List.of(0L, 0L, 5L, 0L)),
                new CrashChart.Series("TIME_LIMIT", List.of(2L, 0L, 0L, 1L)));
    }

    @Test
    void longerSpansAreDaysAndAYearAtMost() {
        ChartBuckets week = ChartBuckets.of(Instant.parse("2026-11-17T03:00:00Z"), Instant.parse("2026-11-24T03:00:00Z"));
        assertThat(week.unit()).isEqualTo("day");
        assertThat(week.chart("language", List.of()).buckets()).hasSize(8).first().isEqualTo("2026-11-17T00:00");
        assertThatThrownBy(() -> ChartBuckets.of(Instant.parse("2024-01-01T00:00:00Z"), Instant.parse("2026-01-01T00:00:00Z")))
                .isInstanceOfSatisfying(ArenaException.class, e -> assertThat(e.code()).isEqualTo("INVALID_INPUT"));
    }

    @Test
    void countsOutsideTheRangeAreLeftOut() {
        ChartBuckets buckets = ChartBuckets.of(Instant.parse("2026-11-24T01:00:00Z"), Instant.parse("2026-11-24T02:00:00Z"));
        CrashChart chart = buckets.chart("reason", List.of(
                new ChartBuckets.Count(LocalDateTime.parse("2026-11-23T01:00"), "TIME_LIMIT", 2)));
        assertThat(chart.series()).isEmpty();
    }
}
