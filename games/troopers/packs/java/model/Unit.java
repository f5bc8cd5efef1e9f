package model;

/** What troopers and bonuses share: an id and a cell. */
public abstract class Unit {
    private final long id;
    private final int x;
    private final int y;

    protected Unit(long id, int x, int y) {
        this.id = id;
        this.x = x;
        this.y = y;
    }

    public long getId() {
        return id;
    }

    public int getX() {
        return x;
    }

    public int getY() {
        return y;
    }

    /** Euclidean distance between the centres of this unit's cell and cell (x, y). */
    public double getDistanceTo(int x, int y) {
        int dx = x - this.x;
        int dy = y - this.y;
        return Math.sqrt(dx * dx + dy * dy);
    }

    public double getDistanceTo(Unit unit) {
        return getDistanceTo(unit.x, unit.y);
    }
}
