package arena.platform.stage;

import java.util.List;
import java.util.Map;

/**
 * An organizer's new stage. Unset numbers take the defaults of {@link StageService#create}: the game's own points
 * table, one part, {@code PlanSettings.MIN_WAVES} waves, one round robin, every map that fits the format.
 */
public record StageForm(String name, String kind, String format, Integer waves, Integer repeats, List<String> maps,
        List<Integer> points, String tiePolicy, String fillerBot, Map<String, String> options, Long sourceStageId,
        int top, Integer sandboxBest, Integer parts) {
}
