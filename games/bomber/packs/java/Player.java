import java.util.Map;

/** A bomber. {@code health} is 1 while he lives, 0 when he is dead. */
public final class Player {

    public final int id;
    public final String name;
    public final int x;
    public final int y;
    public final int health;
    public final int points;
    /** Bombs he can place right now. */
    public final int bombsCount;
    public final int bangRadius;
    /** What he did in the last tick. */
    public final PlayerAction action;
    public final boolean crashed;

    Player(Map<String, Object> j) {
        id = Json.integer(j, "id", 0);
        name = String.valueOf(j.get("name"));
        x = Json.integer(j, "x", 0);
        y = Json.integer(j, "y", 0);
        health = Json.integer(j, "health", 0);
        points = Json.integer(j, "points", 0);
        bombsCount = Json.integer(j, "bombsCount", 0);
        bangRadius = Json.integer(j, "bangRadius", 1);
        action = parse(String.valueOf(j.get("action")));
        crashed = Boolean.TRUE.equals(j.get("crashed"));
    }

    private static PlayerAction parse(String name) {
        for (PlayerAction a : PlayerAction.values()) {
            if (a.name().equals(name)) {
                return a;
            }
        }
        return PlayerAction.WAIT;
    }

    public boolean alive() {
        return health > 0;
    }
}
