import java.util.Map;

/** A bomb; it explodes during tick {@code board.tick + liveTime}. */
public final class Bomb {

    public final int x;
    public final int y;
    public final int owner;
    public final int bangRadius;
    public final int liveTime;

    Bomb(Map<String, Object> j) {
        x = Json.integer(j, "x", 0);
        y = Json.integer(j, "y", 0);
        owner = Json.integer(j, "owner", 0);
        bangRadius = Json.integer(j, "bangRadius", 1);
        liveTime = Json.integer(j, "liveTime", 1);
    }

    Bomb(int x, int y, int owner, int bangRadius, int liveTime) {
        this.x = x;
        this.y = y;
        this.owner = owner;
        this.bangRadius = bangRadius;
        this.liveTime = liveTime;
    }
}
