package arena.platform.contest;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Limits;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The limits a contest's games run with: the engine's, the site's overrides, then the contest's own times. */
class ContestLimitsTest {

    private final GameCatalog catalog = new GameCatalog(new LimitsProperties(Map.of("bomber",
            new LimitsProperties.GameLimits(null, Duration.ofMillis(400), null, 128))));

    @Test
    void aContestWithoutTimesPlaysWithTheSitesLimits() {
        Contest contest = new Contest("bomber", "bomber", "Bomber", "");

        assertThat(catalog.limits(contest)).isEqualTo(catalog.limits("bomber"));
        assertThat(catalog.limits(contest).move()).isEqualTo(Duration.ofMillis(400));
    }

    @Test
    void aContestsOwnTimesReplaceTheSitesAndKeepEverythingElse() {
        Contest contest = new Contest("quick", "bomber", "Quick", "");
        contest.timeLimits(Duration.ofSeconds(1), Duration.ofMillis(150));

        Limits limits = catalog.limits(contest);
        Limits site = catalog.limits("bomber");
        assertThat(limits.startup()).isEqualTo(Duration.ofSeconds(1));
        assertThat(limits.move()).isEqualTo(Duration.ofMillis(150));
        assertThat(limits.memoryMb()).isEqualTo(128);
        assertThat(limits.total()).isEqualTo(site.total());
        assertThat(limits.maxMessageBytes()).isEqualTo(site.maxMessageBytes());
    }
}
