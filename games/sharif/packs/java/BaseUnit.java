import java.util.Map;

/** A card: what a unit of this type is. targetType is what it can hit: GROUND, AIR or BOTH. */
public final class BaseUnit {
    public final int typeId, maxHp, baseAttack, baseRange, ap;
    public final String targetType;
    public final boolean isFlying, isMultiple;

    BaseUnit(Map<String, Object> m) {
        typeId = Json.integer(m, "typeId", 0);
        maxHp = Json.integer(m, "maxHP", 0);
        baseAttack = Json.integer(m, "baseAttack", 0);
        baseRange = Json.integer(m, "baseRange", 0);
        ap = Json.integer(m, "ap", 0);
        targetType = (String) m.get("target");
        isFlying = Boolean.TRUE.equals(m.get("isFlying"));
        isMultiple = Boolean.TRUE.equals(m.get("isMultiple"));
    }
}
