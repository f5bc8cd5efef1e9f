import java.util.Map;

/** Wild fire on a cell: it kills whoever is on it for {@code liveTime} more ticks. */
public final class Lava {

    public final int x;
    public final int y;
    public final int owner;
    public final int liveTime;

    Lava(Map<String, Object> j) {
        x = Json.integer(j, "x", 0);
        y = Json.integer(j, "y", 0);
        owner = Json.integer(j, "owner", 0);
        liveTime = Json.integer(j, "liveTime", 1);
    }
}
