package arena.game.troopers.rules;

import static arena.game.troopers.rules.ActionType.*;
import static arena.game.troopers.rules.TrooperStance.KNEELING;
import static arena.game.troopers.rules.TrooperStance.PRONE;
import static arena.game.troopers.rules.TrooperStance.STANDING;
import static arena.game.troopers.rules.TrooperType.*;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Spec §10.1: ranges, costs and actions (T1-T16). "crash" = not applied, AP unchanged, player crashed. */
class ActionVectorsTest {

    /** A two-player position whose first trooper acts; P2 has a trooper far away so the game goes on. */
    private static Fixture duel() {
        return Fixture.players(2);
    }

    private static void assertCrash(Fixture f, Trooper self, ActionResult result, int apBefore) {
        assertThat(result.valid()).as("invalid action").isFalse();
        assertThat(self.actionPoints()).as("AP unchanged").isEqualTo(apBefore);
        assertThat(f.player((int) self.playerId()).crashed()).isTrue();
        assertThat(f.battle().awaitsAction()).as("turn over").isFalse();
    }

    @Test
    void T1_proneSniperRange12() {
        Fixture f = duel();
        Trooper sniper = f.trooper(1, SNIPER, 0, 0).stance(PRONE);
        Trooper soldier = f.trooper(2, SOLDIER, 12, 0);
        f.turn(sniper).actionPoints(10);
        assertThat(f.act(Action.at(SHOOT, 12, 0)).valid()).isTrue();
        assertThat(sniper.actionPoints()).isEqualTo(1);
        assertThat(soldier.hitpoints()).isEqualTo(25);
        assertThat(f.player(1).score()).isEqualTo(95);

        Fixture g = duel();
        Trooper sniper2 = g.trooper(1, SNIPER, 0, 0).stance(PRONE);
        g.trooper(2, SOLDIER, 12, 0);
        g.turn(sniper2).actionPoints(10);
        assertCrash(g, sniper2, g.act(Action.at(SHOOT, 12, 1)), 10);
    }

    @ParameterizedTest(name = "T2 {0} sniper at ({1},{2}) legal={3}")
    @CsvSource({"KNEELING,11,0,true", "KNEELING,10,5,false", "STANDING,10,0,true", "STANDING,8,6,true",
            "STANDING,9,5,false", "PRONE,12,0,true"})
    void T2_sniperRangeByStance(TrooperStance stance, int x, int y, boolean legal) {
        Fixture f = duel();
        Trooper sniper = f.trooper(1, SNIPER, 0, 0).stance(stance);
        f.trooper(2, SOLDIER, 29, 19);
        f.turn(sniper);
        ActionResult result = f.act(Action.at(SHOOT, x, y));
        assertThat(result.valid()).isEqualTo(legal);
        assertThat(sniper.actionPoints()).isEqualTo(legal ? 1 : 10);
    }

    @Test
    void T3_moveCosts() {
        Fixture f = duel();
        Trooper soldier = f.trooper(1, SOLDIER, 5, 5).stance(KNEELING);
        f.trooper(2, SOLDIER, 29, 19);
        f.turn(soldier).actionPoints(10);
        f.act(Action.toward(MOVE, Direction.EAST));
        assertThat(soldier.cell()).isEqualTo(new Cell(6, 5));
        assertThat(soldier.actionPoints()).isEqualTo(6);
        soldier.stance(STANDING);
        f.act(Action.toward(MOVE, Direction.EAST));
        assertThat(soldier.actionPoints()).isEqualTo(4);
        soldier.stance(PRONE).actionPoints(5);
        assertCrash(f, soldier, f.act(Action.toward(MOVE, Direction.EAST)), 5);
        assertThat(soldier.cell()).isEqualTo(new Cell(7, 5));
    }

    @Test
    void T4_grenadeDamagePattern() {
        Fixture f = Fixture.players(4);
        Trooper thrower = f.trooper(1, SOLDIER, 5, 5);
        Trooper p2c = f.trooper(2, COMMANDER, 8, 5);
        Trooper p2m = f.trooper(2, FIELD_MEDIC, 9, 5);
        Trooper p3m = f.trooper(3, FIELD_MEDIC, 8, 4);
        Trooper p3c = f.trooper(3, COMMANDER, 9, 6);
        Trooper ownMedic = f.trooper(1, FIELD_MEDIC, 7, 5);
        f.turn(thrower).actionPoints(10);
        assertThat(f.act(Action.at(THROW_GRENADE, 8, 5)).valid()).isTrue();
        assertThat(thrower.actionPoints()).isEqualTo(2);
        assertThat(thrower.holding(BonusType.GRENADE)).isFalse();
        assertThat(p2c.hitpoints()).isEqualTo(20);
        assertThat(p2m.hitpoints()).isEqualTo(40);
        assertThat(p3m.hitpoints()).isEqualTo(40);
        assertThat(p3c.hitpoints()).isEqualTo(100);
        assertThat(ownMedic.hitpoints()).isEqualTo(40);
        assertThat(f.player(1).score()).isEqualTo(200);
    }

    @ParameterizedTest(name = "T5 grenade at ({0},{1}) legal={2}")
    @CsvSource({"3,4,true", "5,0,true", "4,4,false", "5,1,false"})
    void T5_grenadeRange(int x, int y, boolean legal) {
        Fixture f = duel();
        Trooper thrower = f.trooper(1, SOLDIER, 0, 0);
        f.trooper(2, SOLDIER, 29, 19);
        f.turn(thrower).actionPoints(10);
        assertThat(f.act(Action.at(THROW_GRENADE, x, y)).valid()).isEqualTo(legal);
    }

    @Test
    void T5_grenadeNeedsAGrenadeAnd8Ap() {
        Fixture f = duel();
        Trooper commander = f.trooper(1, COMMANDER, 0, 0);
        f.trooper(2, SOLDIER, 29, 19);
        f.turn(commander);
        assertCrash(f, commander, f.act(Action.at(THROW_GRENADE, 3, 0)), 10);

        Fixture g = duel();
        Trooper soldier = g.trooper(1, SOLDIER, 0, 0);
        g.trooper(2, SOLDIER, 29, 19);
        g.turn(soldier).actionPoints(7);
        assertCrash(g, soldier, g.act(Action.at(THROW_GRENADE, 3, 0)), 7);
        assertThat(soldier.holding(BonusType.GRENADE)).isTrue();
    }

    @Test
    void T6_fieldRationFootnote() {
        Fixture f = duel();
        Trooper medic = f.trooper(1, FIELD_MEDIC, 3, 3).hold(BonusType.FIELD_RATION, true);
        f.trooper(1, COMMANDER, 3, 6);
        f.trooper(2, SOLDIER, 29, 19);
        f.turn(medic);
        assertThat(medic.actionPoints()).isEqualTo(12);
        assertThat(f.act(Action.of(EAT_FIELD_RATION)).valid()).isTrue();
        assertThat(medic.actionPoints()).isEqualTo(10);
        assertThat(medic.holding(BonusType.FIELD_RATION)).isFalse();
    }

    @ParameterizedTest(name = "T6 {0} with {1} AP eats -> {2}")
    @CsvSource({"SOLDIER,3,6", "SOLDIER,9,10", "SOLDIER,2,5", "SCOUT,12,12", "SOLDIER,1,-1"})
    void T6_fieldRation(TrooperType type, int ap, int after) {
        Fixture f = duel();
        Trooper eater = f.trooper(1, type, 3, 3).hold(BonusType.FIELD_RATION, true);
        f.trooper(2, SOLDIER, 29, 19);
        f.turn(eater).actionPoints(ap);
        ActionResult result = f.act(Action.of(EAT_FIELD_RATION));
        if (after < 0) {
            assertCrash(f, eater, result, ap);
        } else {
            assertThat(eater.actionPoints()).isEqualTo(after);
        }
    }

    @Test
    void T6_noRationCrashes() {
        Fixture f = duel();
        Trooper commander = f.trooper(1, COMMANDER, 3, 3);
        f.trooper(2, SOLDIER, 29, 19);
        f.turn(commander);
        assertCrash(f, commander, f.act(Action.of(EAT_FIELD_RATION)), 10);
    }

    @Test
    void T7_medicHeal() {
        Fixture f = duel();
        Trooper medic = f.trooper(1, FIELD_MEDIC, 5, 5).hitpoints(50);
        Trooper commander = f.trooper(1, COMMANDER, 5, 4).hitpoints(97);
        f.trooper(2, SOLDIER, 29, 19);
        f.turn(medic).actionPoints(10);
        f.act(Action.toward(HEAL, Direction.NORTH));
        assertThat(commander.hitpoints()).isEqualTo(100);
        assertThat(medic.actionPoints()).isEqualTo(9);
        f.act(Action.toward(HEAL, Direction.CURRENT_POINT));
        assertThat(medic.hitpoints()).isEqualTo(53);
        assertThat(medic.actionPoints()).isEqualTo(8);
        assertCrash(f, medic, f.act(Action.at(HEAL, 5, 7)), 8);
    }

    @Test
    void T7_onlyMedicsHealInsideTheField() {
        Fixture f = duel();
        Trooper soldier = f.trooper(1, SOLDIER, 5, 5);
        f.trooper(2, SOLDIER, 29, 19);
        f.turn(soldier);
        assertCrash(f, soldier, f.act(Action.toward(HEAL, Direction.CURRENT_POINT)), 10);

        Fixture g = duel();
        Trooper medic = g.trooper(1, FIELD_MEDIC, 0, 0);
        g.trooper(2, SOLDIER, 29, 19);
        g.turn(medic);
        assertCrash(g, medic, g.act(Action.toward(HEAL, Direction.WEST)), 10);
    }

    @Test
    void T8_medikit() {
        Fixture f = duel();
        Trooper medic = f.trooper(1, FIELD_MEDIC, 5, 5).hitpoints(90);
        Trooper soldier = f.trooper(1, SOLDIER, 6, 5);
        Trooper hurt = f.trooper(1, COMMANDER, 4, 5).hitpoints(40);
        f.trooper(2, SOLDIER, 29, 19);
        f.turn(medic).actionPoints(10);
        f.act(Action.toward(USE_MEDIKIT, Direction.EAST));
        assertThat(soldier.hitpoints()).isEqualTo(120);
        assertThat(medic.holding(BonusType.MEDIKIT)).isFalse();
        assertThat(medic.actionPoints()).isEqualTo(8);
        medic.hold(BonusType.MEDIKIT, true);
        f.act(Action.toward(USE_MEDIKIT, Direction.WEST));
        assertThat(hurt.hitpoints()).isEqualTo(90);
        medic.hold(BonusType.MEDIKIT, true);
        f.act(Action.toward(USE_MEDIKIT, Direction.CURRENT_POINT));
        assertThat(medic.hitpoints()).isEqualTo(100);
        medic.hold(BonusType.MEDIKIT, true);
        f.act(Action.toward(USE_MEDIKIT, Direction.SOUTH));
        assertThat(medic.actionPoints()).isEqualTo(2);
        assertThat(medic.holding(BonusType.MEDIKIT)).as("kept on an empty cell").isTrue();
        medic.actionPoints(10);
        assertCrash(f, medic, f.act(Action.at(USE_MEDIKIT, 5, 7)), 10);
    }

    @Test
    void T8_noMedikitCrashes() {
        Fixture f = duel();
        Trooper commander = f.trooper(1, COMMANDER, 5, 5);
        f.trooper(2, SOLDIER, 29, 19);
        f.turn(commander);
        assertCrash(f, commander, f.act(Action.toward(USE_MEDIKIT, Direction.CURRENT_POINT)), 10);
    }

    @Test
    void T9_blockedMoves() {
        Fixture f = duel().cover(6, 5, CellType.HIGH_COVER);
        Trooper soldier = f.trooper(1, SOLDIER, 5, 5);
        Trooper corner = f.trooper(1, COMMANDER, 0, 0);
        f.trooper(1, SNIPER, 5, 6);
        f.trooper(2, SOLDIER, 29, 19);
        f.turn(soldier).actionPoints(10);
        f.act(Action.toward(MOVE, Direction.EAST));
        assertThat(soldier.cell()).isEqualTo(new Cell(5, 5));
        assertThat(soldier.actionPoints()).isEqualTo(8);
        f.act(Action.toward(MOVE, Direction.SOUTH));
        assertThat(soldier.cell()).as("occupied").isEqualTo(new Cell(5, 5));
        assertThat(soldier.actionPoints()).isEqualTo(6);
        f.act(Action.toward(MOVE, Direction.CURRENT_POINT));
        assertThat(soldier.actionPoints()).isEqualTo(4);
        f.act(Action.at(MOVE, 7, 5));
        assertThat(soldier.cell()).isEqualTo(new Cell(5, 5));
        assertThat(soldier.actionPoints()).isEqualTo(2);
        assertThat(f.player(1).crashed()).isFalse();

        f.turn(corner).actionPoints(10);
        f.act(Action.toward(MOVE, Direction.NORTH));
        assertThat(corner.cell()).isEqualTo(new Cell(0, 0));
        assertThat(corner.actionPoints()).isEqualTo(8);
    }

    @Test
    void T10_stances() {
        Fixture f = duel();
        Trooper t = f.trooper(1, SOLDIER, 5, 5);
        f.trooper(2, SOLDIER, 29, 19);
        f.turn(t).actionPoints(10);
        f.act(Action.of(RAISE_STANCE));
        assertThat(t.stance()).isEqualTo(STANDING);
        assertThat(t.actionPoints()).isEqualTo(8);
        f.act(Action.of(LOWER_STANCE));
        f.act(Action.of(LOWER_STANCE));
        assertThat(t.stance()).isEqualTo(PRONE);
        assertThat(t.actionPoints()).isEqualTo(4);
        f.act(Action.of(LOWER_STANCE));
        assertThat(t.stance()).isEqualTo(PRONE);
        assertThat(t.actionPoints()).isEqualTo(2);
        t.actionPoints(1);
        assertCrash(f, t, f.act(Action.of(RAISE_STANCE)), 1);
    }

    @Test
    void T11_shootTargetRules() {
        Fixture f = duel();
        Trooper commander = f.trooper(1, COMMANDER, 5, 5);
        Trooper mate = f.trooper(1, FIELD_MEDIC, 5, 7);
        Trooper enemy = f.trooper(2, SOLDIER, 6, 5);
        f.turn(commander).actionPoints(20);
        assertThat(f.act(Action.toward(SHOOT, Direction.EAST)).valid()).isTrue();
        assertThat(enemy.hitpoints()).isEqualTo(105);
        assertThat(f.act(Action.at(SHOOT, 5, 2)).valid()).as("empty cell").isTrue();
        assertThat(f.act(Action.at(SHOOT, 5, 7)).valid()).as("teammate").isTrue();
        assertThat(mate.hitpoints()).isEqualTo(100);
        assertThat(commander.actionPoints()).isEqualTo(11);
        assertCrash(f, commander, f.act(Action.toward(SHOOT, Direction.CURRENT_POINT)), 11);
    }

    @ParameterizedTest(name = "T11 SHOOT at ({0},{1}) crashes")
    @CsvSource({"-1,-1", "30,5"})
    void T11_shootOutsideTheField(int x, int y) {
        Fixture f = duel();
        Trooper commander = f.trooper(1, COMMANDER, 28, 5);
        f.trooper(2, SOLDIER, 0, 19);
        f.turn(commander);
        assertCrash(f, commander, f.act(Action.at(SHOOT, x, y)), 10);
    }

    @Test
    void T11_shootAtAnObstacleIsLegal() {
        Fixture f = duel().cover(7, 5, CellType.HIGH_COVER);
        Trooper commander = f.trooper(1, COMMANDER, 5, 5);
        f.trooper(2, SOLDIER, 29, 19);
        f.turn(commander);
        assertThat(f.act(Action.at(SHOOT, 7, 5)).valid()).isTrue();
        assertThat(commander.actionPoints()).isEqualTo(7);
    }

    @ParameterizedTest(name = "T12 {0} {1} hits for {2}")
    @CsvSource({"SCOUT,KNEELING,25", "COMMANDER,PRONE,25", "FIELD_MEDIC,STANDING,9", "SNIPER,KNEELING,80"})
    void T12_damageByStance(TrooperType type, TrooperStance stance, int damage) {
        Fixture f = duel();
        Trooper shooter = f.trooper(1, type, 5, 5).stance(stance);
        Trooper target = f.trooper(2, COMMANDER, 7, 5);
        f.turn(shooter);
        f.act(Action.at(SHOOT, 7, 5));
        assertThat(100 - target.hitpoints()).isEqualTo(damage);
    }

    @ParameterizedTest(name = "T13 P1 {0} at ({1},{2}) starts with {3} AP")
    @CsvSource({"FIELD_MEDIC,13,14,12", "FIELD_MEDIC,15,11,10", "SOLDIER,10,15,12", "SCOUT,10,11,12",
            "SNIPER,12,12,12"})
    void T13_commanderAura(TrooperType type, int x, int y, int ap) {
        Fixture f = duel();
        Trooper trooper = f.trooper(1, type, x, y);
        Trooper commander = f.trooper(1, COMMANDER, 10, 10);
        f.trooper(2, SOLDIER, 29, 19);
        f.turn(trooper);
        assertThat(trooper.actionPoints()).isEqualTo(ap);
        f.act(Action.END_TURN);
        f.turn(commander);
        assertThat(commander.actionPoints()).as("the commander itself").isEqualTo(10);
    }

    @Test
    void T13_enemyOrDeadCommanderGivesNothing() {
        Fixture f = duel();
        Trooper medic = f.trooper(1, FIELD_MEDIC, 13, 14);
        f.trooper(1, COMMANDER, 10, 10).hitpoints(0);
        f.trooper(2, COMMANDER, 13, 13);
        f.turn(medic);
        assertThat(medic.actionPoints()).isEqualTo(10);
    }

    @Test
    void T14_apExhaustion() {
        Fixture f = duel();
        Trooper soldier = f.trooper(1, SOLDIER, 0, 10);
        Trooper next = f.trooper(2, SOLDIER, 29, 19);
        f.turn(soldier);
        java.util.List<Integer> asked = new java.util.ArrayList<>();
        while (f.battle().awaitsAction()) {
            asked.add(soldier.actionPoints());
            f.act(Action.toward(MOVE, Direction.EAST));
        }
        assertThat(asked).containsExactly(10, 8, 6, 4, 2);
        assertThat(f.battle().nextTurn()).contains(next);
    }

    @Test
    void T15_oneApLeft() {
        Fixture f = duel();
        Trooper medic = f.trooper(1, FIELD_MEDIC, 5, 5);
        Trooper soldier = f.trooper(1, SOLDIER, 8, 8);
        f.trooper(2, SOLDIER, 29, 19);
        f.turn(medic).actionPoints(1);
        assertThat(f.battle().awaitsAction()).isTrue();
        f.act(Action.toward(HEAL, Direction.CURRENT_POINT));
        assertThat(medic.actionPoints()).isZero();
        assertThat(f.battle().awaitsAction()).isFalse();

        f.turn(soldier).actionPoints(1);
        assertThat(f.battle().awaitsAction()).isTrue();
        assertThat(f.act(Action.END_TURN).valid()).isTrue();
        assertThat(f.battle().awaitsAction()).isFalse();
        assertThat(f.player(1).crashed()).isFalse();
    }

    @Test
    void T15_soldierWithOneApCrashesOnAnythingButEndTurn() {
        Fixture f = duel();
        Trooper soldier = f.trooper(1, SOLDIER, 8, 8);
        f.trooper(2, SOLDIER, 29, 19);
        f.turn(soldier).actionPoints(1);
        assertCrash(f, soldier, f.act(Action.toward(MOVE, Direction.EAST)), 1);
    }

    @Test
    void T16_bonusPickup() {
        Fixture f = duel();
        Trooper commander = f.trooper(1, COMMANDER, 5, 5);
        Trooper medic = f.trooper(1, FIELD_MEDIC, 10, 10);
        Trooper neighbour = f.trooper(1, SOLDIER, 12, 10).hitpoints(50);
        f.trooper(2, SOLDIER, 29, 19);
        f.bonus(BonusType.MEDIKIT, 6, 5);
        Bonus second = f.bonus(BonusType.MEDIKIT, 11, 10);
        f.turn(commander);
        f.act(Action.toward(MOVE, Direction.EAST));
        assertThat(commander.holding(BonusType.MEDIKIT)).isTrue();
        assertThat(f.battle().bonuses()).containsExactly(second);

        f.turn(medic);
        f.act(Action.toward(MOVE, Direction.EAST));
        assertThat(f.battle().bonuses()).as("already holds one").containsExactly(second);
        f.act(Action.toward(USE_MEDIKIT, Direction.EAST));
        assertThat(neighbour.hitpoints()).isEqualTo(100);
        assertThat(medic.holding(BonusType.MEDIKIT)).as("picked up after the action").isTrue();
        assertThat(f.battle().bonuses()).isEmpty();
    }
}
