package arena.platform.admin.crash;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.platform.error.ArenaException;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CrashFilterTest {

    @Test
    void emptyParametersFilterNothing() {
        assertThat(CrashFilter.of(Map.of())).isEqualTo(CrashFilter.NONE);
        assertThat(CrashFilter.of(Map.of("contest", " ", "reason", ""))).isEqualTo(CrashFilter.NONE);
    }

    @Test
    void everyPartIsReadAndAReasonInAnyCase() {
        CrashFilter filter = CrashFilter.of(Map.of("contest", "bomber", "reason", "time_limit", "language", "python",
                "user", "alice", "worker", "w-1", "from", "2026-11-24", "to", "2026-11-24", "page", "3"));
        assertThat(filter).isEqualTo(new CrashFilter("bomber", "TIME_LIMIT", "python", "alice", "w-1",
                Instant.parse("2026-11-24T00:00:00Z"), Instant.parse("2026-11-25T00:00:00Z"), 3));
    }

    @Test
    void timesAreInstantsLocalTimesInUtcOrDays() {
        assertThat(CrashFilter.of(Map.of("from", "2026-11-24T03:15")).from()).isEqualTo(Instant.parse("2026-11-24T03:15:00Z"));
        assertThat(CrashFilter.of(Map.of("from", "2026-11-24T03:15:00Z")).from()).isEqualTo(Instant.parse("2026-11-24T03:15:00Z"));
        assertThat(CrashFilter.of(Map.of("from", "2026-11-24T05:15:00+02:00")).from())
                .isEqualTo(Instant.parse("2026-11-24T03:15:00Z"));
    }

    @Test
    void badValuesAreRefusedWithAReason() {
        assertInvalid(Map.of("reason", "OK"), "reason");
        assertInvalid(Map.of("reason", "SEGFAULT"), "no reason code SEGFAULT");
        assertInvalid(Map.of("from", "yesterday"), "is not a time");
        assertInvalid(Map.of("from", "2026-11-25", "to", "2026-11-24"), "must be before");
        assertInvalid(Map.of("page", "0"), "page");
        assertInvalid(Map.of("page", "x"), "page");
        assertInvalid(Map.of("user", "u".repeat(65)), "at most 64");
    }

    @Test
    void itsParametersGiveItBack() {
        CrashFilter filter = CrashFilter.of(Map.of("reason", "RUNTIME_ERROR", "user", "bob", "from", "2026-11-24T03:00"));
        assertThat(CrashFilter.of(filter.parameters())).isEqualTo(filter);
        assertThat(filter.page(4).page()).isEqualTo(4);
    }

    private static void assertInvalid(Map<String, String> parameters, String words) {
        assertThatThrownBy(() -> CrashFilter.of(parameters)).isInstanceOfSatisfying(ArenaException.class, e -> {
            assertThat(e.code()).isEqualTo("INVALID_INPUT");
            assertThat(e.getMessage()).contains(words);
        });
    }
}
