package arena.game.troopers.rules;

import arena.game.api.Phrase;
import arena.game.troopers.TroopersWords;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The ten actions of spec §5.6 with their costs, invalid cases (crashes) and effects, then bonus pickup. */
final class Actions {

    private final Battle battle;

    Actions(Battle battle) {
        this.battle = battle;
    }

    ActionResult apply(Trooper self, Action action) {
        ActionResult result = switch (action.type()) {
            case END_TURN -> ActionResult.applied(List.of(), 0);
            case MOVE -> move(self, action.target(self));
            case SHOOT -> shoot(self, action.target(self));
            case RAISE_STANCE, LOWER_STANCE -> stance(self, action.type() == ActionType.RAISE_STANCE);
            case THROW_GRENADE -> grenade(self, action.target(self));
            case USE_MEDIKIT -> medikit(self, action.target(self));
            case EAT_FIELD_RATION -> ration(self);
            case HEAL -> heal(self, action.target(self));
            case REQUEST_ENEMY_DISPOSITION -> reconnaissance(self);
        };
        if (result.valid()) {
            pickUp(self);
        }
        return result;
    }

    private TroopersRules rules() {
        return battle.rules();
    }

    private ActionResult move(Trooper self, Cell target) {
        int cost = rules().moveCost(self.stance());
        if (self.actionPoints() < cost) {
            return short_(ActionType.MOVE, cost, self);
        }
        self.actionPoints(self.actionPoints() - cost);
        // D5: anything but a free, empty neighbour leaves the trooper where it is, AP spent
        if (self.cell().neighbour(target) && battle.terrain().inField(target.x(), target.y())
                && battle.terrain().cell(target.x(), target.y()).passable() && battle.trooperAt(target).isEmpty()) {
            self.moveTo(target);
        }
        return ActionResult.applied(List.of(), 0);
    }

    private ActionResult shoot(Trooper self, Cell target) {
        int cost = self.type().shootCost();
        if (self.actionPoints() < cost) {
            return short_(ActionType.SHOOT, cost, self);
        }
        if (!inField(target)) {
            return outside(ActionType.SHOOT, target);
        }
        double range = rules().shootingRange(self.type(), self.stance());
        if (!TroopersRules.within(target.x() - self.x(), target.y() - self.y(), range)) {
            return invalid("shootRange", text(target), range, text(self.cell()));
        }
        if (target.equals(self.cell())) {
            return invalid("shootOwnCell", text(target));
        }
        self.actionPoints(self.actionPoints() - cost);
        Optional<Trooper> victim = battle.trooperAt(target);
        Map<Trooper, Integer> damage = new LinkedHashMap<>();
        // D2: teammates take no damage from shots; the target needs reachability, not visibility (§4.4)
        if (victim.isPresent() && victim.get().playerId() != self.playerId() && battle.reachability().reach(
                self.x(), self.y(), target.x(), target.y(), TrooperStance.lower(self.stance(), victim.get().stance()))) {
            damage.put(victim.get(), self.damage());
        }
        return Scoring.resolve(battle, self, damage);
    }

    private ActionResult stance(Trooper self, boolean raise) {
        ActionType type = raise ? ActionType.RAISE_STANCE : ActionType.LOWER_STANCE;
        int cost = rules().stanceChangeCost();
        if (self.actionPoints() < cost) {
            return short_(type, cost, self);
        }
        self.actionPoints(self.actionPoints() - cost);
        self.stance(raise ? self.stance().raised() : self.stance().lowered());
        return ActionResult.applied(List.of(), 0);
    }

    private ActionResult grenade(Trooper self, Cell target) {
        int cost = rules().grenadeThrowCost();
        if (self.actionPoints() < cost) {
            return short_(ActionType.THROW_GRENADE, cost, self);
        }
        if (!self.holding(BonusType.GRENADE)) {
            return invalid("noGrenade");
        }
        if (!inField(target)) {
            return outside(ActionType.THROW_GRENADE, target);
        }
        if (!TroopersRules.within(target.x() - self.x(), target.y() - self.y(), rules().grenadeThrowRange())) {
            return invalid("grenadeRange", text(target), rules().grenadeThrowRange(), text(self.cell()));
        }
        self.actionPoints(self.actionPoints() - cost);
        self.hold(BonusType.GRENADE, false);
        Map<Trooper, Integer> damage = new LinkedHashMap<>();
        battle.trooperAt(target).ifPresent(t -> damage.put(t, rules().grenadeDirectDamage()));
        for (Direction direction : Direction.NEIGHBOURS) {
            battle.trooperAt(target.offset(direction)).ifPresent(t -> damage.put(t, rules().grenadeCollateralDamage()));
        }
        return Scoring.resolve(battle, self, damage);
    }

    private ActionResult medikit(Trooper self, Cell target) {
        int cost = rules().medikitUseCost();
        if (self.actionPoints() < cost) {
            return short_(ActionType.USE_MEDIKIT, cost, self);
        }
        if (!self.holding(BonusType.MEDIKIT)) {
            return invalid("noMedikit");
        }
        ActionResult bad = nearby(ActionType.USE_MEDIKIT, self, target);
        if (bad != null) {
            return bad;
        }
        self.actionPoints(self.actionPoints() - cost);
        // D4: whoever stands there is healed and the medikit is used up; an empty cell keeps it
        battle.trooperAt(target).ifPresent(patient -> {
            self.hold(BonusType.MEDIKIT, false);
            heal(patient, patient == self ? rules().medikitHealSelfBonusHitpoints() : rules().medikitBonusHitpoints());
        });
        return ActionResult.applied(List.of(), 0);
    }

    private ActionResult ration(Trooper self) {
        int cost = rules().fieldRationEatCost();
        if (self.actionPoints() < cost) {
            return short_(ActionType.EAT_FIELD_RATION, cost, self);
        }
        if (!self.holding(BonusType.FIELD_RATION)) {
            return invalid("noFieldRation");
        }
        self.hold(BonusType.FIELD_RATION, false);
        int paid = self.actionPoints() - cost;
        // D25: never above the base AP, and never below what is left after paying
        int cap = self.type().initialActionPoints();
        self.actionPoints(Math.max(paid, Math.min(paid + rules().fieldRationBonusActionPoints(), cap)));
        return ActionResult.applied(List.of(), 0);
    }

    private ActionResult heal(Trooper self, Cell target) {
        int cost = rules().fieldMedicHealCost();
        if (self.actionPoints() < cost) {
            return short_(ActionType.HEAL, cost, self);
        }
        if (self.type() != TrooperType.FIELD_MEDIC) {
            return invalid("healBy", self.type().name());
        }
        ActionResult bad = nearby(ActionType.HEAL, self, target);
        if (bad != null) {
            return bad;
        }
        self.actionPoints(self.actionPoints() - cost);
        battle.trooperAt(target).ifPresent(patient -> heal(patient,
                patient == self ? rules().fieldMedicHealSelfBonusHitpoints() : rules().fieldMedicHealBonusHitpoints()));
        return ActionResult.applied(List.of(), 0);
    }

    private ActionResult reconnaissance(Trooper self) {
        int cost = rules().commanderRequestEnemyDispositionCost();
        if (self.actionPoints() < cost) {
            return short_(ActionType.REQUEST_ENEMY_DISPOSITION, cost, self);
        }
        if (self.type() != TrooperType.COMMANDER) {
            return invalid("dispositionBy", self.type().name());
        }
        self.actionPoints(self.actionPoints() - cost);
        self.reconnaissancePending(true);
        return ActionResult.applied(List.of(), 0);
    }

    /** §5.6.11: never above 100, and never lowering a soldier still above it (D24). */
    private static void heal(Trooper patient, int amount) {
        int hp = patient.hitpoints();
        if (hp < TroopersRules.MAX_HITPOINTS) {
            patient.hitpoints(Math.min(TroopersRules.MAX_HITPOINTS, hp + amount));
        }
    }

    /** §5.7, D23: the acting trooper picks up a bonus of a type it does not hold. */
    private void pickUp(Trooper self) {
        if (!self.alive()) {
            return;
        }
        battle.bonusAt(self.cell()).filter(b -> !self.holding(b.type())).ifPresent(bonus -> {
            self.hold(bonus.type(), true);
            battle.removeBonus(bonus);
        });
    }

    /** The own cell or a neighbour inside the field, else the reason it is not. */
    private ActionResult nearby(ActionType type, Trooper self, Cell target) {
        if (!inField(target)) {
            return outside(type, target);
        }
        if (!target.equals(self.cell()) && !self.cell().neighbour(target)) {
            return invalid("notNeighbour", type.name(), text(target), text(self.cell()));
        }
        return null;
    }

    private boolean inField(Cell cell) {
        return battle.terrain().inField(cell.x(), cell.y());
    }

    private static ActionResult short_(ActionType type, int cost, Trooper self) {
        return invalid("actionPoints", type.name(), cost, self.type().name(), self.actionPoints());
    }

    private static ActionResult outside(ActionType type, Cell target) {
        return invalid("outside", type.name(), text(target));
    }

    /** An invalid action in troopers' words: {@code outcome.troopers.verdict.<what>}. */
    private static ActionResult invalid(String what, Object... args) {
        return ActionResult.invalid(TroopersWords.WORDS.say("outcome.troopers.verdict." + what, args));
    }

    private static Phrase text(Cell cell) {
        return TroopersWords.WORDS.say("outcome.troopers.verdict.cell", cell.x(), cell.y());
    }
}
