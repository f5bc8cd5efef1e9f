package arena.platform.admin.crash;

import java.util.List;

/**
 * Crashes per time bucket, one series per reason or language: what the crash page charts.
 *
 * @param unit    {@code hour} or {@code day}
 * @param buckets the start of every bucket, UTC, oldest first ({@code 2026-11-24T03:00})
 * @param series  each value's count per bucket, in the order of {@code buckets}
 */
public record CrashChart(String by, String unit, List<String> buckets, List<Series> series) {

    public record Series(String label, List<Long> counts) {
    }
}
