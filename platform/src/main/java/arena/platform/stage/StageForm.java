package arena.platform.stage;

import com.fasterxml.jackson.annotation.JsonAlias;
import java.util.List;
import java.util.Map;

/**
 * An organizer's new stage. Unset numbers take the defaults of {@link StageService#create}: the game's own points
 * table, one part, {@code PlanSettings.MIN_WAVES} waves, one round robin, every map that fits the format.
 *
 * @param ladderBest how many of the ladder's best who did not qualify through {@code sourceStageId} enter as well;
 *                   still read as {@code sandboxBest}, its name from when the ladder was called the sandbox
 */
public record StageForm(String name, String kind, String format, Integer waves, Integer repeats, List<String> maps,
        List<Integer> points, String tiePolicy, String fillerBot, Map<String, String> options, Long sourceStageId,
        int top, @JsonAlias("sandboxBest") Integer ladderBest, Integer parts) {
}
