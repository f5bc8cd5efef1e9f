import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** A spell cast: where, by whom, how many turns it has left, which units it caught. */
public final class CastSpell {
    public final Spell spell;
    public final int id, casterId, unitId, pathId, remainingTurns;
    public final Cell cell;
    public final boolean wasCastThisTurn;
    public final List<Integer> affectedUnits = new ArrayList<>();

    CastSpell(Map<String, Object> m, World world) {
        spell = world.getSpellById(Json.integer(m, "typeId", 0));
        id = Json.integer(m, "id", 0);
        casterId = Json.integer(m, "casterId", 0);
        unitId = Json.integer(m, "unitId", 0);
        pathId = Json.integer(m, "pathId", 0);
        remainingTurns = Json.integer(m, "remainingTurns", 0);
        cell = World.cell(Json.map(m.get("cell")));
        wasCastThisTurn = Boolean.TRUE.equals(m.get("wasCastThisTurn"));
        for (Object unit : Json.list(m.get("affectedUnits"))) {
            affectedUnits.add(((Number) unit).intValue());
        }
    }
}
