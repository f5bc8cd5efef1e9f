package arena.game.troopers.rules;

import static arena.game.troopers.rules.TrooperStance.KNEELING;
import static arena.game.troopers.rules.TrooperStance.PRONE;
import static arena.game.troopers.rules.TrooperType.*;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Spec §4.4-§4.6: T25-T28. */
class SightVectorsTest {

    @Test
    void T25_shootingNeedsReachabilityNotSight() {
        Fixture f = Fixture.players(2).cover(1, 0, CellType.LOW_COVER);
        Trooper commander = f.trooper(1, COMMANDER, 0, 0);
        Trooper prone = f.trooper(2, SOLDIER, 2, 0).stance(PRONE);
        f.turn(commander);
        assertThat(f.act(Action.at(ActionType.SHOOT, 2, 0)).valid()).isTrue();
        assertThat(commander.actionPoints()).isEqualTo(7);
        assertThat(prone.hitpoints()).isEqualTo(120);

        Fixture g = Fixture.players(2).cover(1, 0, CellType.LOW_COVER);
        Trooper shooter = g.trooper(1, COMMANDER, 0, 0);
        Trooper standing = g.trooper(2, SOLDIER, 2, 0);
        g.turn(shooter);
        g.act(Action.at(ActionType.SHOOT, 2, 0));
        assertThat(standing.hitpoints()).isEqualTo(105);
    }

    @ParameterizedTest(name = "T26 P2 {0} at (0,0) sees a {1} sniper at ({2},{3}): {4}")
    @CsvSource({"SOLDIER,KNEELING,6,3,false", "SOLDIER,KNEELING,6,2,true", "SOLDIER,PRONE,6,2,false",
            "SCOUT,PRONE,9,0,true", "COMMANDER,PRONE,7,0,true", "COMMANDER,PRONE,7,1,false",
            "SOLDIER,STANDING,7,0,true"})
    void T26_sniperStealth(TrooperType viewerType, TrooperStance stance, int x, int y, boolean seen) {
        Fixture f = Fixture.players(2);
        Trooper viewer = f.trooper(2, viewerType, 0, 0);
        Trooper sniper = f.trooper(1, SNIPER, x, y).stance(stance);
        assertThat(f.battle().sight().sees(viewer, sniper)).isEqualTo(seen);
        assertThat(f.battle().sight().troopers(2).contains(sniper)).isEqualTo(seen);
    }

    @Test
    void T27_bonusVisibility() {
        Fixture covered = Fixture.players(2).cover(1, 0, CellType.LOW_COVER);
        covered.trooper(1, COMMANDER, 0, 0);
        covered.bonus(BonusType.GRENADE, 2, 0);
        assertThat(covered.battle().sight().bonuses(1)).isEmpty();

        Fixture open = Fixture.players(2);
        open.trooper(1, COMMANDER, 0, 0);
        Bonus grenade = open.bonus(BonusType.GRENADE, 2, 0);
        assertThat(open.battle().sight().bonuses(1)).containsExactly(grenade);
    }

    @Test
    void T28_sharedVision() {
        Fixture f = Fixture.players(2).cover(11, 10, CellType.HIGH_COVER).cover(11, 9, CellType.HIGH_COVER)
                .cover(11, 11, CellType.HIGH_COVER);
        Trooper commander = f.trooper(1, COMMANDER, 12, 3);
        Trooper medic = f.trooper(1, FIELD_MEDIC, 10, 10);
        Trooper soldier = f.trooper(2, SOLDIER, 12, 10).stance(KNEELING);
        Sight sight = f.battle().sight();
        assertThat(sight.sees(commander, soldier)).isTrue();
        assertThat(sight.sees(medic, soldier)).isFalse();
        assertThat(sight.troopers(1)).contains(soldier, commander, medic);
    }
}
