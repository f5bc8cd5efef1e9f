package arena.platform.match;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CrashCopiesTest {

    private static CrashCopies.Seat seat(long id, Long submission, String verdict) {
        return new CrashCopies.Seat(id, submission, verdict);
    }

    @Test
    void aStrategysCopiesThatFailedAlikeAreOneCrashOnTheFirstSeat() {
        Map<Long, Integer> copies = CrashCopies.of(List.of(seat(10, 7L, "RUNTIME_ERROR"), seat(11, 7L, "RUNTIME_ERROR"),
                seat(12, 7L, "TIME_LIMIT"), seat(13, 7L, "RUNTIME_ERROR")));
        assertThat(copies).containsExactlyInAnyOrderEntriesOf(Map.of(10L, 3, 11L, 0, 12L, 1, 13L, 0));
    }

    @Test
    void theFirstSeatIsTheLowestIdWhateverTheOrderGiven() {
        Map<Long, Integer> copies = CrashCopies.of(List.of(seat(23, 7L, "PROTOCOL_ERROR"), seat(21, 7L, "PROTOCOL_ERROR"),
                seat(22, 7L, "PROTOCOL_ERROR")));
        assertThat(copies).containsExactlyInAnyOrderEntriesOf(Map.of(21L, 3, 22L, 0, 23L, 0));
    }

    @Test
    void differentStrategiesAndBuiltInBotsAreCrashesOfTheirOwn() {
        Map<Long, Integer> copies = CrashCopies.of(List.of(seat(1, 7L, "RUNTIME_ERROR"), seat(2, 8L, "RUNTIME_ERROR"),
                seat(3, null, "TIME_LIMIT"), seat(4, null, "TIME_LIMIT")));
        assertThat(copies).containsExactlyInAnyOrderEntriesOf(Map.of(1L, 1, 2L, 1, 3L, 1, 4L, 1));
    }

    @Test
    void aSeatThatDidNotFailOrWasNotPlayedIsNoCrash() {
        Map<Long, Integer> copies = CrashCopies.of(List.of(seat(1, 7L, "OK"), seat(2, 7L, null), seat(3, 7L, "INVALID_ACTION"),
                seat(4, null, "OK")));
        assertThat(copies).containsKeys(1L, 2L, 4L).containsEntry(3L, 1);
        assertThat(copies.get(1L)).isNull();
        assertThat(copies.get(2L)).isNull();
        assertThat(copies.get(4L)).isNull();
    }
}
