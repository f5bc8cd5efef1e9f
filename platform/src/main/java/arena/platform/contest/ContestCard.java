package arena.platform.contest;

import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * A contest as the home page lists it: whether its ladder takes rated games now, and the date that matters next
 * (when an open one closes, when a coming one opens, when a closed one closed).
 *
 * @param when the date the state names, or null for a contest open with no closing date
 */
public record ContestCard(Contest contest, State state, Instant when) {

    public enum State {
        OPEN,
        UPCOMING,
        CLOSED
    }

    static ContestCard of(Contest contest, Instant now) {
        if (contest.ladderOpen(now)) {
            return new ContestCard(contest, State.OPEN, contest.getLadderClosesAt());
        }
        if (contest.getLadderOpensAt() != null && now.isBefore(contest.getLadderOpensAt())) {
            return new ContestCard(contest, State.UPCOMING, contest.getLadderOpensAt());
        }
        return new ContestCard(contest, State.CLOSED, contest.getLadderClosesAt());
    }

    /** Open contests first, then the coming ones, then the closed; by name within each, as a reader looks one up. */
    static List<ContestCard> listed(List<Contest> contests, Instant now) {
        return contests.stream().map(contest -> of(contest, now))
                .sorted(Comparator.comparing(ContestCard::state)
                        .thenComparing(card -> card.contest().getName().toLowerCase(Locale.ROOT))
                        .thenComparing(card -> card.contest().getSlug()))
                .toList();
    }

    /** The message key of the state line: {@code home.state.OPEN}, or {@code home.state.OPEN.until} with a date. */
    public String stateKey() {
        return "home.state." + state + (state == State.OPEN && when != null ? ".until" : "");
    }
}
