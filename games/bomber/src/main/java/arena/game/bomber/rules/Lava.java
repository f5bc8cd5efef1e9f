package arena.game.bomber.rules;

/** One part of the wild fire of one bomb on one cell (spec §4.6); a cell may hold several. */
public final class Lava {

    private final int x;
    private final int y;
    private final int owner;
    private int liveTime;

    public Lava(int x, int y, int owner, int liveTime) {
        this.x = x;
        this.y = y;
        this.owner = owner;
        this.liveTime = liveTime;
    }

    Lava copy() {
        return new Lava(x, y, owner, liveTime);
    }

    public int x() {
        return x;
    }

    public int y() {
        return y;
    }

    /** The owner of the bomb that made it: he gets the kill credit. */
    public int owner() {
        return owner;
    }

    /** Coming ticks during which it still burns. */
    public int liveTime() {
        return liveTime;
    }

    /** One tick of burning is over; true when it went out. */
    boolean age() {
        liveTime--;
        return liveTime <= 0;
    }

    @Override
    public String toString() {
        return "(" + x + "," + y + ") P" + owner + " lt=" + liveTime;
    }
}
