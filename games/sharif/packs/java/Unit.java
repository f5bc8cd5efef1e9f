import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** A unit on the map. path is null for the enemies' units (you don't know their paths). */
public final class Unit {
    public final int unitId, playerId, hp, damageLevel, rangeLevel, range, attack;
    public final BaseUnit baseUnit;
    public final Cell cell;
    public final Path path;
    public final boolean isDuplicate, isHasted, wasPlayedThisTurn, wasRangeUpgraded, wasDamageUpgraded;
    public final List<Integer> affectedSpells = new ArrayList<>();
    public final Cell targetCell;
    public Unit target;
    public King targetIfKing;
    final int targetId;

    Unit(Map<String, Object> m, World world) {
        unitId = Json.integer(m, "unitId", 0);
        playerId = Json.integer(m, "playerId", 0);
        baseUnit = world.getBaseUnitById(Json.integer(m, "typeId", 0));
        cell = World.cell(Json.map(m.get("cell")));
        int pathId = Json.integer(m, "pathId", -1);
        path = pathId >= 0 ? world.getPathById(pathId) : null;
        hp = Json.integer(m, "hp", 0);
        damageLevel = Json.integer(m, "damageLevel", 0);
        rangeLevel = Json.integer(m, "rangeLevel", 0);
        range = Json.integer(m, "range", 0);
        attack = Json.integer(m, "attack", 0);
        isDuplicate = Boolean.TRUE.equals(m.get("isDuplicate"));
        isHasted = Boolean.TRUE.equals(m.get("isHasted"));
        wasPlayedThisTurn = Boolean.TRUE.equals(m.get("wasPlayedThisTurn"));
        wasRangeUpgraded = Boolean.TRUE.equals(m.get("wasRangeUpgraded"));
        wasDamageUpgraded = Boolean.TRUE.equals(m.get("wasDamageUpgraded"));
        for (Object id : Json.list(m.get("affectedSpells"))) {
            affectedSpells.add(((Number) id).intValue());
        }
        targetId = Json.integer(m, "target", -1);
        targetCell = m.get("targetCell") != null ? World.cell(Json.map(m.get("targetCell"))) : null;
    }

    @Override
    public String toString() {
        return "Unit(" + unitId + ", type " + baseUnit.typeId + ", player " + playerId + ", " + cell + ", hp " + hp + ")";
    }
}
