package arena.platform.stage;

import arena.game.api.Format;
import arena.game.api.PointsTable;
import arena.game.api.TiePolicy;
import arena.platform.stage.plan.PlanSettings;
import arena.platform.stage.plan.StageKind;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * A stage of a contest as stored: how it is played, who enters, and whether its results are public.
 *
 * @param sourceStageId null: the entrants are the top {@code topN} of the ladder; else the top {@code topN} of
 *                      that stage plus the {@code ladderBest} best ladder players who did not qualify through it
 */
public record Stage(long id, long contestId, String name, StageKind kind, String format, int waves, int repeats,
        List<String> maps, List<Integer> points, TiePolicy tiePolicy, String fillerBot, Map<String, String> options,
        Long sourceStageId, int topN, int ladderBest, int parts, Instant publishedAt) {

    public boolean published() {
        return publishedAt != null;
    }

    public PointsTable table() {
        return new PointsTable(points, tiePolicy);
    }

    public PlanSettings planSettings(Format format) {
        return new PlanSettings(kind, format, waves, repeats, maps, fillerBot);
    }
}
