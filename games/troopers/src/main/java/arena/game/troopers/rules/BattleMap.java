package arena.game.troopers.rules;

import java.util.Map;

/**
 * A map of the pool (spec §1.4, D12): its cells, the top-left start cell of every trooper type (mirrored
 * into the other quarters) and how many bonuses each quarter gets (D11). The map loader checks it.
 *
 * @param id                stable id ({@code default}, {@code map03})
 * @param name              display name
 * @param terrain           the cells
 * @param starts            the start cell in the top-left quarter of each of the five types
 * @param bonusesPerQuarter bonuses placed in each quarter before the game
 */
public record BattleMap(String id, String name, Terrain terrain, Map<TrooperType, Cell> starts, int bonusesPerQuarter) {

    public BattleMap {
        starts = Map.copyOf(starts);
    }

    public Cell start(TrooperType type, Quarter quarter) {
        return quarter.place(starts.get(type));
    }
}
