package arena.platform.contest;

import static org.assertj.core.api.Assertions.assertThat;

import arena.platform.contest.ContestCard.State;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class ContestCardTest {

    private static final Instant NOW = Instant.parse("2026-11-27T12:00:00Z");
    private static final Instant LAST_WEEK = NOW.minusSeconds(7 * 86_400);
    private static final Instant NEXT_WEEK = NOW.plusSeconds(7 * 86_400);

    private static Contest contest(String name, Instant opens, Instant closes) {
        Contest contest = new Contest(name.toLowerCase().replace(' ', '-'), "bomber", name, "");
        contest.settings(name, "", opens, closes, null, null, null);
        return contest;
    }

    @Test
    void eachStateNamesTheDateThatMattersNext() {
        assertThat(ContestCard.of(contest("Bomber", null, null), NOW)).extracting(ContestCard::state, ContestCard::when,
                ContestCard::stateKey).containsExactly(State.OPEN, null, "home.state.OPEN");
        assertThat(ContestCard.of(contest("Bomber", LAST_WEEK, NEXT_WEEK), NOW)).extracting(ContestCard::state,
                ContestCard::when, ContestCard::stateKey).containsExactly(State.OPEN, NEXT_WEEK, "home.state.OPEN.until");
        assertThat(ContestCard.of(contest("Bomber", NEXT_WEEK, null), NOW)).extracting(ContestCard::state,
                ContestCard::when, ContestCard::stateKey).containsExactly(State.UPCOMING, NEXT_WEEK, "home.state.UPCOMING");
        assertThat(ContestCard.of(contest("Bomber", null, LAST_WEEK), NOW)).extracting(ContestCard::state,
                ContestCard::when, ContestCard::stateKey).containsExactly(State.CLOSED, LAST_WEEK, "home.state.CLOSED");
    }

    @Test
    void openContestsComeFirstThenComingThenClosedEachByName() {
        List<Contest> contests = List.of(contest("Zeta closed", null, LAST_WEEK), contest("racetrack", null, null),
                contest("Winter final", NEXT_WEEK, null), contest("Alpha closed", null, LAST_WEEK),
                contest("Bomber", LAST_WEEK, NEXT_WEEK));

        assertThat(ContestCard.listed(contests, NOW)).extracting(card -> card.contest().getName())
                .containsExactly("Bomber", "racetrack", "Winter final", "Alpha closed", "Zeta closed");
    }
}
