import java.util.Map;

/** A spell type: type is HP, HASTE, DUPLICATE or TELE; target is SELF, ALLIED or ENEMY. */
public final class Spell {
    public final String type, target;
    public final int typeId, priority, duration, range, power;

    Spell(Map<String, Object> m) {
        type = (String) m.get("type");
        target = (String) m.get("target");
        typeId = Json.integer(m, "typeId", 0);
        priority = Json.integer(m, "priority", 0);
        duration = Json.integer(m, "duration", 0);
        range = Json.integer(m, "range", 0);
        power = Json.integer(m, "power", 0);
    }

    public boolean isAreaSpell() {
        return !type.equals("TELE");
    }

    public boolean isUnitSpell() {
        return type.equals("TELE");
    }

    public boolean isDamaging() {
        return type.equals("HP") && power < 0;
    }
}
