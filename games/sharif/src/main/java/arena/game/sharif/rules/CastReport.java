package arena.game.sharif.rules;

import java.util.List;

/**
 * A spell as it was applied in a step, the {@code castSpells} entry of spec §12.5: area spells report
 * unit 0 and path 0, a teleport its unit, destination path and cell.
 *
 * @param remainingTurns after this step's application
 * @param affectedUnits  in the original's order (the area scan; a duplicate: its copies)
 */
public record CastReport(int typeId, int id, int casterId, Cell cell, int unitId, int pathId, int remainingTurns,
        boolean wasCastThisTurn, List<Integer> affectedUnits) {

    public CastReport {
        affectedUnits = List.copyOf(affectedUnits);
    }
}
