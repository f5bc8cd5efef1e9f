package arena.game.troopers.bots;

import arena.game.troopers.protocol.PlayerContext;
import arena.game.troopers.protocol.TrooperRecord;
import arena.game.troopers.rules.CellType;
import arena.game.troopers.rules.TrooperStance;
import arena.game.troopers.rules.TroopersRules;
import java.util.List;

/** What a strategy knows in one call (spec §6): itself, the world as received, the game's constants. */
public record View(PlayerContext context, TroopersRules rules) {

    public TrooperRecord self() {
        return context.self();
    }

    public List<TrooperRecord> troopers() {
        return context.world().troopers();
    }

    public List<TrooperRecord> enemies() {
        return troopers().stream().filter(t -> !t.teammate()).toList();
    }

    public List<TrooperRecord> mates() {
        return troopers().stream().filter(t -> t.teammate() && t.id() != self().id()).toList();
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
        return troopers().stream().anyMatch(t -> t.x() == x && t.y() == y);
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
