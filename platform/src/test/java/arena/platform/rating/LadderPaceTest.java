package arena.platform.rating;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Format;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class LadderPaceTest {

    private static final Instant START = Instant.parse("2026-11-20T00:00:00Z");
    private static final LadderSettings BOMBER = LadderSettings.of(List.of(
            new LadderFormat(Format.freeForAll("2p", "2", 2), 1), new LadderFormat(Format.freeForAll("3p", "3", 3), 1),
            new LadderFormat(Format.freeForAll("4p", "4", 4), 1)));
    private final LadderPace pace = new LadderPace(BOMBER);

    @Test
    void theTargetIsTheRatePerPlayerWhateverTheFormats() {
        assertThat(pace.gamesPerHour(1000)).isEqualTo(1000 / 3.0);
        assertThat(new LadderPace(LadderSettings.of(List.of(new LadderFormat(Format.freeForAll("4p", "4", 4), 1))))
                .gamesPerHour(8)).isEqualTo(2);
    }

    @Test
    void runsEveryMinuteCreateTheTargetRate() {
        // one game every 10.8 s: the first run's game, then those due by the last run at 23:59
        assertThat(created(pace, 1000, Duration.ofMinutes(1), Duration.ofHours(24))).isEqualTo(1 + 86_340 * 10 / 108);
    }

    @Test
    void aSmallContestCarriesFractionsFromRunToRun() {
        LadderPace four = new LadderPace(LadderSettings.of(List.of(new LadderFormat(Format.freeForAll("4p", "4", 4), 1))));
        assertThat(created(four, 8, Duration.ofMinutes(1), Duration.ofHours(10))).isEqualTo(20);
        assertThat(created(pace, 1000, Duration.ofSeconds(7), Duration.ofHours(3))).isEqualTo(1 + 10_793 * 10 / 108);
    }

    @Test
    void theQueueIsNeverFlooded() {
        Instant now = START.plusSeconds(3600);
        assertThat(pace.decide(now, START, 1000, 0, 10, false).games()).isEqualTo(20);
        assertThat(pace.decide(now, START, 1000, 15, 10, false).games()).isEqualTo(5);
        assertThat(pace.decide(now, START, 1000, 20, 10, false).games()).isZero();
        assertThat(pace.decide(now, START, 1000, 35, 10, false).games()).isZero();
    }

    @Test
    void withoutWorkersNothingIsCreated() {
        assertThat(pace.decide(START.plusSeconds(600), START, 1000, 0, 0, false).games()).isZero();
    }

    @Test
    void aFrozenLadderCreatesNothingAndAccruesNothing() {
        LadderPace.Decision frozen = pace.decide(START.plusSeconds(3 * 3600), START, 1000, 0, 1000, true);
        assertThat(frozen.games()).isZero();
        Instant pacedUntil = frozen.pacedUntil(0);
        assertThat(pacedUntil).isEqualTo(START.plusSeconds(3 * 3600));
        assertThat(pace.decide(pacedUntil.plusSeconds(60), pacedUntil, 1000, 0, 1000, false).games()).isEqualTo(5);
    }

    @Test
    void afterAStallAtMostTheCatchUpIsMadeUp() {
        LadderPace.Decision decision = pace.decide(START.plusSeconds(2 * 3600), START, 1000, 0, 1000, false);
        // ten minutes of catch-up plus the game due now, at one game every 10.8 s
        assertThat(decision.games()).isEqualTo((int) ((600 + 10.8) / 10.8));
    }

    @Test
    void theFirstRunCreatesOneGame() {
        assertThat(pace.decide(START, null, 1000, 0, 10, false).games()).isEqualTo(1);
    }

    private static int created(LadderPace pace, int players, Duration every, Duration total) {
        Instant pacedUntil = null;
        int created = 0;
        for (Instant now = START; now.isBefore(START.plus(total)); now = now.plus(every)) {
            LadderPace.Decision decision = pace.decide(now, pacedUntil, players, 0, 1000, false);
            created += decision.games();
            pacedUntil = decision.pacedUntil(decision.games());
        }
        return created;
    }
}
