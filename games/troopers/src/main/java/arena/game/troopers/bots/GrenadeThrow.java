package arena.game.troopers.bots;

import arena.game.troopers.protocol.TrooperRecord;
import arena.game.troopers.rules.Action;
import arena.game.troopers.rules.ActionType;

/** Where a grenade pays: the cell within reach that hurts enemies most and no friend at all. */
final class GrenadeThrow {

    /** Points of an expected kill, on top of the damage: it also removes the victim's fire. */
    private static final int KILL_VALUE = 60;

    private GrenadeThrow() {
    }

    record Planned(Action first, int value) {
    }

    static Planned grenade(View view) {
        TrooperRecord self = view.self();
        if (!self.holdingGrenade() || self.actionPoints() < view.rules().grenadeThrowCost()) {
            return null;
        }
        Planned best = null;
        Farming farming = new Farming(view);
        for (int x = self.x() - 5; x <= self.x() + 5; x++) {
            for (int y = self.y() - 5; y <= self.y() + 5; y++) {
                if (!view.inField(x, y) || QuickStartBot.distanceSquared(self, x, y) > 25) {
                    continue;
                }
                int value = 0;
                boolean spared = false;
                for (TrooperRecord t : view.troopers()) {
                    int d = Math.abs(t.x() - x) + Math.abs(t.y() - y);
                    int damage = d == 0 ? view.rules().grenadeDirectDamage()
                            : (d == 1 && (t.x() == x || t.y() == y)) ? view.rules().grenadeCollateralDamage() : 0;
                    if (damage == 0) {
                        continue;
                    }
                    spared |= !t.teammate() && farming.spares(t, damage);
                    int lost = Math.min(damage, t.hitpoints());
                    value += t.teammate() ? -3 * lost : lost + (lost == t.hitpoints() ? KILL_VALUE : 0);
                }
                if (!spared && value >= 80 && (best == null || value > best.value())) {
                    best = new Planned(Action.at(ActionType.THROW_GRENADE, x, y), value);
                }
            }
        }
        return best;
    }

}
