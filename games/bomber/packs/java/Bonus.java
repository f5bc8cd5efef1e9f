import java.util.Map;

/** A visible bonus; step on it to pick it up. */
public final class Bonus {

    public final int x;
    public final int y;
    public final BonusType type;

    Bonus(Map<String, Object> j) {
        x = Json.integer(j, "x", 0);
        y = Json.integer(j, "y", 0);
        type = "AMMUNITION".equals(j.get("type")) ? BonusType.AMMUNITION : BonusType.RADIUS;
    }
}
