package arena.platform.stage.plan;

import java.util.LinkedHashSet;
import java.util.List;

/**
 * The games of one stage part, wave by wave. A plan is a pure function of its settings, entrants and seed, so
 * the stored seed reproduces it.
 *
 * @param games ordered by wave
 */
public record StagePlan(List<StageGame> games) {

    public StagePlan {
        games = List.copyOf(games);
        for (int i = 1; i < games.size(); i++) {
            if (games.get(i).wave() < games.get(i - 1).wave()) {
                throw new IllegalArgumentException("games must be ordered by wave");
            }
        }
    }

    public int waves() {
        return games.isEmpty() ? 0 : games.get(games.size() - 1).wave() + 1;
    }

    public List<StageGame> wave(int wave) {
        return games.stream().filter(game -> game.wave() == wave).toList();
    }

    /** Every user id that plays in this plan, in order of first appearance. */
    public List<Long> entrants() {
        LinkedHashSet<Long> entrants = new LinkedHashSet<>();
        games.forEach(game -> entrants.addAll(game.entrants()));
        return List.copyOf(entrants);
    }

    public long gamesWithFillers() {
        return games.stream().filter(StageGame::hasFillers).count();
    }
}
