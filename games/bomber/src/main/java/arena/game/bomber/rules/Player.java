package arena.game.bomber.rules;

/**
 * A bomber (spec §4.3). Its id is its start slot number, 1..4. Only the rules change a player; the
 * public constructor is for boards rebuilt from the wire format (bots, viewers, tests).
 */
public final class Player {

    private final int id;
    private final String name;
    private int x;
    private int y;
    private boolean alive;
    private int points;
    private int bombsCount;
    private int bangRadius;
    private Action action;
    private boolean crashed;
    private int kills;

    public Player(int id, String name, int x, int y, boolean alive, int points, int bombsCount, int bangRadius,
            Action action, boolean crashed) {
        this.id = id;
        this.name = name;
        this.x = x;
        this.y = y;
        this.alive = alive;
        this.points = points;
        this.bombsCount = bombsCount;
        this.bangRadius = bangRadius;
        this.action = action;
        this.crashed = crashed;
    }

    /** A bomber at his start cell as spec §6 step 5 sets him up. */
    static Player atStart(int id, String name, Cell start, BomberRules rules) {
        return new Player(id, name, start.x(), start.y(), true, 0, rules.playerBombsCountStart(),
                rules.bangStartRadius(), Action.WAIT, false);
    }

    Player copy() {
        Player copy = new Player(id, name, x, y, alive, points, bombsCount, bangRadius, action, crashed);
        copy.kills = kills;
        return copy;
    }

    public int id() {
        return id;
    }

    public String name() {
        return name;
    }

    public int x() {
        return x;
    }

    public int y() {
        return y;
    }

    public Cell position() {
        return new Cell(x, y);
    }

    public boolean alive() {
        return alive;
    }

    /** 1 = alive, 0 = dead; there is no other value (spec D-B20). */
    public int health() {
        return alive ? BomberRules.START_HEALTH : 0;
    }

    public int points() {
        return points;
    }

    public int bombsCount() {
        return bombsCount;
    }

    public int bangRadius() {
        return bangRadius;
    }

    /** The normalised command executed for him in the last tick ({@code WAIT} in S0). */
    public Action action() {
        return action;
    }

    public boolean crashed() {
        return crashed;
    }

    /** Kills credited to him (engine only; not on the wire). */
    public int kills() {
        return kills;
    }

    void moveTo(Cell cell) {
        x = cell.x();
        y = cell.y();
    }

    void act(Action executed) {
        action = executed;
    }

    void die() {
        alive = false;
    }

    void addPoints(int more) {
        points += more;
    }

    void addBombs(int more) {
        bombsCount += more;
    }

    void addRadius(int more) {
        bangRadius += more;
    }

    void creditKill(int killPoints) {
        kills++;
        points += killPoints;
    }

    /** His strategy crashed: he stands still until the end (spec §10). Set by the match, before a tick. */
    public void crash() {
        crashed = true;
    }

    @Override
    public String toString() {
        return "P" + id + " (" + x + "," + y + ") " + (alive ? "alive" : "DEAD") + " points=" + points
                + " bombsCount=" + bombsCount + " bangRadius=" + bangRadius;
    }
}
