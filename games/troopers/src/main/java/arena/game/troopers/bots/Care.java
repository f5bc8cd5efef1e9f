package arena.game.troopers.bots;

import arena.game.troopers.protocol.TrooperRecord;
import arena.game.troopers.rules.Action;
import arena.game.troopers.rules.ActionType;
import arena.game.troopers.rules.Direction;
import arena.game.troopers.rules.TrooperType;
import java.util.Optional;

/** Medical and safety choices the built-in bots share. */
final class Care {

    private Care() {
    }

    /** A medikit on a badly hurt trooper next to it (itself included), else a medic's heal of a hurt neighbour. */
    static Optional<Action> medical(View view) {
        TrooperRecord self = view.self();
        int ap = self.actionPoints();
        if (self.holdingMedikit() && ap >= view.rules().medikitUseCost()) {
            Optional<Direction> patient = patient(view, 50);
            if (patient.isPresent()) {
                return Optional.of(Action.toward(ActionType.USE_MEDIKIT, patient.get()));
            }
        }
        if (self.type() == TrooperType.FIELD_MEDIC && ap >= view.rules().fieldMedicHealCost()) {
            Optional<Direction> patient = patient(view, 100);
            if (patient.isPresent()) {
                return Optional.of(Action.toward(ActionType.HEAL, patient.get()));
            }
        }
        return Optional.empty();
    }

    /** Own or neighbouring teammate below the threshold, the weakest first. */
    private static Optional<Direction> patient(View view, int below) {
        TrooperRecord self = view.self();
        Direction best = null;
        int lowest = below;
        if (self.hitpoints() < lowest) {
            best = Direction.CURRENT_POINT;
            lowest = self.hitpoints();
        }
        for (TrooperRecord mate : view.mates()) {
            for (Direction d : Direction.NEIGHBOURS) {
                if (mate.x() == self.x() + d.offsetX() && mate.y() == self.y() + d.offsetY() && mate.hitpoints() < lowest) {
                    best = d;
                    lowest = mate.hitpoints();
                }
            }
        }
        return Optional.ofNullable(best);
    }

    /** A grenade at (x, y) would hurt no trooper of ours (the target cell and its four neighbours). */
    static boolean grenadeSafe(View view, int x, int y) {
        for (TrooperRecord mate : view.troopers()) {
            if (mate.teammate() && Math.abs(mate.x() - x) + Math.abs(mate.y() - y) <= 1) {
                return false;
            }
        }
        return true;
    }
}
