package arena.game.troopers.rules;

import static arena.game.troopers.rules.TrooperType.*;
import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.PointsTable;
import arena.game.api.Score;
import arena.game.api.ScoreOrder;
import arena.game.api.TiePolicy;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Spec §5.9-§5.10 and §8.3: T30-T36. */
class ScoreVectorsTest {

    @Test
    void T30_ordinaryKill() {
        Fixture f = Fixture.players(4);
        Trooper soldier = f.trooper(1, SOLDIER, 5, 5).stance(TrooperStance.PRONE);
        f.trooper(2, COMMANDER, 7, 5).hitpoints(30);
        f.trooper(2, FIELD_MEDIC, 20, 5);
        f.trooper(3, COMMANDER, 20, 15);
        f.turn(soldier);
        ActionResult result = f.act(Action.at(ActionType.SHOOT, 7, 5));
        assertThat(f.player(1).score()).isEqualTo(55);
        assertThat(result.hits()).containsExactly(new Hit(2, 30, true));
    }

    @Test
    void T31_lastTrooperOfAPlayer() {
        Fixture f = Fixture.players(4);
        Trooper soldier = f.trooper(1, SOLDIER, 5, 5).stance(TrooperStance.STANDING);
        f.trooper(2, COMMANDER, 7, 5).hitpoints(20);
        f.trooper(3, COMMANDER, 20, 15);
        f.trooper(4, COMMANDER, 25, 15);
        f.turn(soldier);
        f.act(Action.at(ActionType.SHOOT, 7, 5));
        assertThat(f.player(1).score()).isEqualTo(70);
        assertThat(f.battle().hasLiving(2)).isFalse();
        assertThat(f.battle().over()).isFalse();
    }

    @Test
    void T32_lastEnemy() {
        Fixture f = Fixture.players(2);
        Trooper sniper = f.trooper(1, SNIPER, 5, 5);
        f.trooper(2, COMMANDER, 9, 5).hitpoints(50);
        f.turn(sniper);
        f.act(Action.at(ActionType.SHOOT, 9, 5));
        assertThat(f.player(1).score()).isEqualTo(150);
        assertThat(f.battle().over()).isTrue();
        assertThat(f.battle().places()).containsExactly(1, 2);
    }

    @Test
    void T33_suicide() {
        Fixture f = Fixture.players(2);
        f.trooper(1, COMMANDER, 20, 5);
        Trooper soldier = f.trooper(2, SOLDIER, 5, 5).hitpoints(50);
        f.turn(soldier);
        f.act(Action.toward(ActionType.THROW_GRENADE, Direction.CURRENT_POINT));
        assertThat(soldier.alive()).isFalse();
        assertThat(f.player(1).score()).isEqualTo(100);
        assertThat(f.player(2).score()).isZero();
        assertThat(f.battle().over()).isTrue();
    }

    @Test
    void T34_doubleKill() {
        Fixture f = Fixture.players(4);
        Trooper soldier = f.trooper(1, SOLDIER, 5, 5);
        f.trooper(2, COMMANDER, 8, 5).hitpoints(50);
        f.trooper(3, COMMANDER, 9, 5).hitpoints(30);
        f.trooper(3, FIELD_MEDIC, 20, 5);
        f.trooper(4, COMMANDER, 25, 15);
        f.turn(soldier);
        f.act(Action.at(ActionType.THROW_GRENADE, 8, 5));
        assertThat(f.player(1).score()).isEqualTo(155);
    }

    @Test
    void lastEnemyByGrenadeGivesOneHundredOnce() {
        Fixture f = Fixture.players(4);
        Trooper soldier = f.trooper(1, SOLDIER, 5, 5);
        f.trooper(2, COMMANDER, 8, 5).hitpoints(50);
        f.trooper(3, COMMANDER, 9, 5).hitpoints(30);
        f.turn(soldier);
        f.act(Action.at(ActionType.THROW_GRENADE, 8, 5));
        assertThat(f.player(1).score()).as("50 + 30 damage, one 100 and one 50").isEqualTo(230);
        assertThat(f.battle().over()).isTrue();
    }

    @Test
    void T35_places() {
        Fixture f = Fixture.players(4);
        Trooper a = f.trooper(1, SNIPER, 0, 0);
        f.trooper(2, COMMANDER, 9, 0);
        f.turn(a);
        f.battle().players().get(0).addScore(120);
        f.battle().players().get(1).addScore(80);
        f.battle().players().get(2).addScore(80);
        f.battle().crash(3);
        assertThat(f.battle().places()).containsExactly(1, 2, 2, 4);
    }

    @Test
    void T36_ratingTieSplit() {
        PointsTable f1 = PointsTable.of(TiePolicy.SPLIT, 25, 18, 15, 12);
        assertThat(f1.award(scores(30, 20, 10, 10), ScoreOrder.HIGHER_IS_BETTER)).containsExactly(25, 18, 13, 13);
        assertThat(f1.award(scores(30, 30, 10, 5), ScoreOrder.HIGHER_IS_BETTER)).containsExactly(21, 21, 15, 12);
        assertThat(f1.award(scores(30, 20, 20, 20), ScoreOrder.HIGHER_IS_BETTER)).containsExactly(25, 15, 15, 15);
        PointsTable small = PointsTable.of(TiePolicy.SPLIT, 10, 6, 3, 1);
        assertThat(small.award(scores(30, 20, 10, 10), ScoreOrder.HIGHER_IS_BETTER)).containsExactly(10, 6, 2, 2);
    }

    private static List<Score> scores(long... values) {
        return java.util.Arrays.stream(values).mapToObj(Score::integer).toList();
    }
}
