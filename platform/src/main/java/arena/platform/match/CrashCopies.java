package arena.platform.match;

import arena.game.api.ReasonCode;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * How many crashes the crash list counts in a game: the seats of one submission that failed with one verdict are
 * one crash (an acceptance game plays a strategy against copies of itself, and one crash fails them all). The
 * crash's first seat (lowest id) holds the number of its copies, the other copies 0; a failed built-in bot's seat
 * is a crash of its own (1); a seat that did not fail has none ({@code null}). Stored with the result
 * ({@code match_seats.crash_copies}) so that the list reads it instead of working it out per row. The migration
 * that added the column (V28) backfills the same rule in SQL; {@code CrashCopiesMigrationIT} holds the two together.
 */
final class CrashCopies {

    /** A played seat, as the rule reads it. */
    record Seat(long id, Long submissionId, String verdict) {

        boolean failed() {
            return verdict != null && !verdict.equals(ReasonCode.OK.name());
        }
    }

    private record Group(Long submissionId, String verdict) {
    }

    private CrashCopies() {
    }

    /** Each seat's id with its count; every seat of the game is in the map, a seat that did not fail with null. */
    static Map<Long, Integer> of(List<Seat> seats) {
        Map<Group, Long> first = new HashMap<>();
        Map<Group, Integer> copies = new HashMap<>();
        for (Seat seat : seats.stream().filter(Seat::failed).sorted(Comparator.comparingLong(Seat::id)).toList()) {
            Group group = new Group(seat.submissionId(), seat.verdict());
            first.putIfAbsent(group, seat.id());
            copies.merge(group, 1, Integer::sum);
        }
        Map<Long, Integer> counts = new HashMap<>();
        for (Seat seat : seats) {
            Group group = new Group(seat.submissionId(), seat.verdict());
            Integer count = !seat.failed() ? null
                    : seat.submissionId() == null ? Integer.valueOf(1)
                    : Objects.equals(first.get(group), seat.id()) ? copies.get(group) : Integer.valueOf(0);
            counts.put(seat.id(), count);
        }
        return counts;
    }
}
