package arena.game.troopers.bots;

import arena.game.troopers.protocol.TrooperRecord;
import arena.game.troopers.rules.Action;
import arena.game.troopers.rules.ActionType;
import arena.game.troopers.rules.TrooperStance;

/**
 * The best attack of the acting trooper this turn, as the first action toward it: a grenade where it hurts
 * enemies most and friends not at all, or shots at the target worth most (kills first, focus on the wounded),
 * after a stance change when that lets it hit or hit harder (lower stances hit harder).
 */
final class Attack {

    /** Points of an expected kill, on top of the damage: it also removes the victim's fire. */
    private static final int KILL_VALUE = 60;

    private Attack() {
    }

    /** @return the first action of the best attack, with its value; null when nothing can be hit */
    static Planned best(View view) {
        Planned grenade = grenade(view);
        Planned shot = shots(view);
        if (grenade != null && (shot == null || grenade.value() > shot.value())) {
            return grenade;
        }
        return shot;
    }

    record Planned(Action first, int value) {
    }

    static Planned grenade(View view) {
        TrooperRecord self = view.self();
        if (!self.holdingGrenade() || self.actionPoints() < view.rules().grenadeThrowCost()) {
            return null;
        }
        Planned best = null;
        for (int x = self.x() - 5; x <= self.x() + 5; x++) {
            for (int y = self.y() - 5; y <= self.y() + 5; y++) {
                if (!view.inField(x, y) || QuickStartBot.distanceSquared(self, x, y) > 25) {
                    continue;
                }
                int value = 0;
                for (TrooperRecord t : view.troopers()) {
                    int d = Math.abs(t.x() - x) + Math.abs(t.y() - y);
                    int damage = d == 0 ? view.rules().grenadeDirectDamage()
                            : (d == 1 && (t.x() == x || t.y() == y)) ? view.rules().grenadeCollateralDamage() : 0;
                    if (damage == 0) {
                        continue;
                    }
                    int lost = Math.min(damage, t.hitpoints());
                    value += t.teammate() ? -3 * lost : lost + (lost == t.hitpoints() ? KILL_VALUE : 0);
                }
                if (value >= 80 && (best == null || value > best.value())) {
                    best = new Planned(Action.at(ActionType.THROW_GRENADE, x, y), value);
                }
            }
        }
        return best;
    }

    private static Planned shots(View view) {
        TrooperRecord self = view.self();
        Planned best = null;
        for (TrooperStance stance : TrooperStance.values()) {
            int steps = Math.abs(stance.ordinal() - self.stance().ordinal());
            int left = self.actionPoints() - steps * view.rules().stanceChangeCost();
            int shots = left / self.shootCost();
            if (shots < 1) {
                continue;
            }
            for (TrooperRecord enemy : view.enemies()) {
                if (!view.canHit(self, self.x(), self.y(), stance, enemy)) {
                    continue;
                }
                int damage = Math.min(enemy.hitpoints(), shots * self.type().damage(stance));
                int value = damage + (damage == enemy.hitpoints() ? KILL_VALUE : 0)
                        + (100 - Math.min(100, enemy.hitpoints())) / 10;
                if (best == null || value > best.value()) {
                    Action first = steps == 0 ? Action.at(ActionType.SHOOT, enemy.x(), enemy.y())
                            : Action.of(stance.ordinal() < self.stance().ordinal() ? ActionType.LOWER_STANCE
                                    : ActionType.RAISE_STANCE);
                    best = new Planned(first, value);
                }
            }
        }
        return best;
    }
}
