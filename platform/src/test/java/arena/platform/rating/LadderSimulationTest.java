package arena.platform.rating;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The real pace, matchmaker and rating over a simulated week of 1,000 players (see {@link LadderSimulation}).
 * Its figures are written to {@code target/benchmarks/ladder-simulation.md} and recorded in
 * docs/benchmarks.md; the bounds leave a margin over what seeds 7, 99 and 2026 gave (spread 1.06, median
 * distance 66, 95th percentile 204, Spearman 0.968).
 */
class LadderSimulationTest {

    @Test
    void aWeekOfAThousandPlayersStarvesNobodyPairsNearAndRecoversTheStrengthOrder() throws IOException {
        LadderReport report = new LadderSimulation(LadderSettings.of(LadderSimulation.BOMBER), 1000, 40, 2026).run(7);
        String figures = report.markdown();
        Path out = Path.of("target", "benchmarks", "ladder-simulation.md");
        Files.createDirectories(out.getParent());
        Files.writeString(out, figures);
        System.out.print(figures);

        assertThat(report.floodedRuns).as("scheduler runs that overfilled the queue").isZero();
        assertThat(report.gamesPerPlayerHour()).as("games per active player-hour").isBetween(0.95, 1.0);
        assertThat(report.spread()).as("max/min games of whole-week players").isLessThanOrEqualTo(1.12);
        assertThat(report.pairDistance(0.5)).as("median rating distance in games").isLessThanOrEqualTo(85);
        assertThat(report.pairDistance(0.95)).as("95th percentile rating distance").isLessThanOrEqualTo(260);
        assertThat(report.spearman).as("Spearman of final ratings vs true strength").isGreaterThanOrEqualTo(0.93);
    }
}
