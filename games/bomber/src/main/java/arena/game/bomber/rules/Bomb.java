package arena.game.bomber.rules;

/**
 * A bomb that has not exploded yet (spec §4.4). Its radius is fixed when it is placed.
 *
 * @see Explosion
 */
public final class Bomb {

    private final int x;
    private final int y;
    private final int owner;
    private final int bangRadius;
    private final int placedTick;
    private int liveTime;

    /**
     * @param placedTick the tick it was placed in; a bomb rebuilt from a snapshot of tick t uses t, which
     *                   ages it correctly from tick t + 1 on
     */
    public Bomb(int x, int y, int owner, int bangRadius, int liveTime, int placedTick) {
        this.x = x;
        this.y = y;
        this.owner = owner;
        this.bangRadius = bangRadius;
        this.liveTime = liveTime;
        this.placedTick = placedTick;
    }

    Bomb copy() {
        return new Bomb(x, y, owner, bangRadius, liveTime, placedTick);
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

    public int owner() {
        return owner;
    }

    public int bangRadius() {
        return bangRadius;
    }

    /** Ticks left: it explodes during tick {@code board.tick + liveTime} unless a chain reaction comes first. */
    public int liveTime() {
        return liveTime;
    }

    public int placedTick() {
        return placedTick;
    }

    void countDown() {
        liveTime--;
    }

    @Override
    public String toString() {
        return "(" + x + "," + y + ") owner=P" + owner + " r=" + bangRadius + " liveTime=" + liveTime;
    }
}
