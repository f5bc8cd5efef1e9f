package arena.game.bomber.rules;

import java.util.List;

/**
 * What one tick did that the state alone does not show: who died in it, and which cells burned (lava
 * in phase 4, before aging), which bots use to foresee explosions.
 */
public final class TickReport {

    private final List<Player> died;
    private final boolean[] burning;
    private final int width;

    TickReport(List<Player> died, boolean[] burning, int width) {
        this.died = List.copyOf(died);
        this.burning = burning;
        this.width = width;
    }

    /** Bombers who died in this tick, by id. */
    public List<Player> died() {
        return died;
    }

    /** Whether lava burned on the cell during this tick. */
    public boolean burned(int x, int y) {
        return burning[y * width + x];
    }
}
