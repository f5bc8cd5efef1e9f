package arena.game.troopers.bots;

import arena.game.troopers.protocol.TrooperRecord;
import arena.game.troopers.rules.Action;
import arena.game.troopers.rules.ActionType;
import arena.game.troopers.rules.Direction;
import arena.game.troopers.rules.TrooperType;
import java.util.Comparator;
import java.util.Optional;

/**
 * The platform's quick-start strategy (D39): heal what needs it, shoot the weakest enemy it can hit, throw a
 * grenade at a close enemy, otherwise walk toward the nearest known enemy, else toward the corners where squads start.
 */
public final class QuickStartBot implements Brain {

    /** Where the first trooper asked stood at the start: the squad's corner. */
    private int[] home;
    /** Corners where enemy squads may still be. */
    private final java.util.List<int[]> suspects = new java.util.ArrayList<>();

    @Override
    public Action decide(View view) {
        TrooperRecord self = view.self();
        int ap = self.actionPoints();
        Optional<Action> care = Care.medical(view);
        if (care.isPresent()) {
            return care.get();
        }
        Optional<TrooperRecord> target = view.enemies().stream()
                .filter(e -> view.canHit(self, self.x(), self.y(), self.stance(), e))
                .min(Comparator.comparingInt(TrooperRecord::hitpoints));
        if (self.holdingGrenade() && ap >= view.rules().grenadeThrowCost()) {
            Optional<TrooperRecord> close = view.enemies().stream()
                    .filter(e -> Care.grenadeSafe(view, e.x(), e.y()))
                    .filter(e -> within(self, e.x(), e.y(), view.rules().grenadeThrowRange()))
                    .findFirst();
            if (close.isPresent()) {
                return Action.at(ActionType.THROW_GRENADE, close.get().x(), close.get().y());
            }
        }
        if (target.isPresent() && ap >= self.shootCost()) {
            return Action.at(ActionType.SHOOT, target.get().x(), target.get().y());
        }
        if (self.holdingFieldRation() && ap <= self.initialActionPoints() - view.rules().fieldRationBonusActionPoints()
                && ap >= view.rules().fieldRationEatCost()) {
            return Action.of(ActionType.EAT_FIELD_RATION);
        }
        if (target.isEmpty() && ap >= view.rules().moveCost(self.stance())) {
            int[] goal = goal(view);
            Direction step = Paths.stepToward(view, goal[0], goal[1]);
            if (step != null) {
                return Action.toward(ActionType.MOVE, step);
            }
        }
        return Action.END_TURN;
    }

    /**
     * The nearest visible enemy; else the nearest mirror image of where this squad started that no trooper of it
     * has reached yet (the squads start mirrored, spec §1.4); else the middle of the field.
     */
    private int[] goal(View view) {
        TrooperRecord self = view.self();
        if (home == null) {
            home = new int[] {self.x(), self.y()};
            int w = view.width() - 1;
            int h = view.height() - 1;
            for (int[] m : new int[][] {{w - home[0], home[1]}, {home[0], h - home[1]}, {w - home[0], h - home[1]}}) {
                if (m[0] != home[0] || m[1] != home[1]) {
                    suspects.add(m);
                }
            }
        }
        suspects.removeIf(s -> distanceSquared(self, s[0], s[1]) <= 9);
        return view.enemies().stream()
                .min(Comparator.comparingInt(e -> distanceSquared(self, e.x(), e.y())))
                .map(e -> new int[] {e.x(), e.y()})
                .or(() -> suspects.stream().min(Comparator.comparingInt(s -> distanceSquared(self, s[0], s[1]))))
                .orElse(new int[] {view.width() / 2, view.height() / 2});
    }

    static boolean within(TrooperRecord self, int x, int y, double range) {
        return distanceSquared(self, x, y) <= range * range;
    }

    static int distanceSquared(TrooperRecord self, int x, int y) {
        int dx = x - self.x();
        int dy = y - self.y();
        return dx * dx + dy * dy;
    }

}
