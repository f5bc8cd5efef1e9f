package arena.game.troopers.bots;

import arena.game.troopers.protocol.PlayerContext;
import arena.game.troopers.protocol.TrooperRecord;
import arena.game.troopers.rules.CellType;
import arena.game.troopers.rules.TrooperStance;
import arena.game.troopers.rules.TroopersRules;
import java.util.List;

/**
 * What a strategy knows in one call (spec §6): itself, the world as received, the game's constants. The bots
 * ask it for enemies, mates and occupied cells thousands of times a turn, so those are worked out once.
 */
public final class View {

    private final PlayerContext context;
    private final TroopersRules rules;
    private final List<TrooperRecord> enemies;
    private final List<TrooperRecord> mates;
    private final boolean[][] occupied;

    public View(PlayerContext context, TroopersRules rules) {
        this.context = context;
        this.rules = rules;
        List<TrooperRecord> all = context.world().troopers();
        this.enemies = all.stream().filter(t -> !t.teammate()).toList();
        this.mates = all.stream().filter(t -> t.teammate() && t.id() != context.self().id()).toList();
        this.occupied = new boolean[context.world().width()][context.world().height()];
        for (TrooperRecord t : all) {
            if (inField(t.x(), t.y())) {
                occupied[t.x()][t.y()] = true;
            }
        }
    }

    public PlayerContext context() {
        return context;
    }

    public TroopersRules rules() {
        return rules;
    }

    public TrooperRecord self() {
        return context.self();
    }

    public List<TrooperRecord> troopers() {
        return context.world().troopers();
    }

    public List<TrooperRecord> enemies() {
        return enemies;
    }

    public List<TrooperRecord> mates() {
        return mates;
    }

    public int width() {
        return context.world().width();
    }

    public int height() {
        return context.world().height();
    }

    public CellType cell(int x, int y) {
        return context.world().cells()[x][y];
    }

    public boolean inField(int x, int y) {
        return x >= 0 && y >= 0 && x < width() && y < height();
    }

    public boolean occupied(int x, int y) {
        return inField(x, y) && occupied[x][y];
    }

    /** {@code World.isVisible} of spec §4.3, on the received matrix. */
    public boolean isVisible(double range, int vx, int vy, TrooperStance vs, int ox, int oy, TrooperStance os) {
        int dx = ox - vx;
        int dy = oy - vy;
        if (dx * dx + dy * dy > range * range) {
            return false;
        }
        int s = Math.min(vs.ordinal(), os.ordinal());
        int w = width();
        int h = height();
        int index = vx * h * w * h * 3 + vy * w * h * 3 + ox * h * 3 + oy * 3 + s;
        return context.world().visibilities()[index] != 0;
    }

    /** Whether {@code shooter} standing at (x, y) in a stance can damage {@code target} (range and reachability). */
    public boolean canHit(TrooperRecord shooter, int x, int y, TrooperStance stance, TrooperRecord target) {
        double range = rules.shootingRange(shooter.type(), stance);
        return isVisible(range, x, y, stance, target.x(), target.y(), target.stance());
    }
}
