package arena.game.troopers.rules;

import static arena.game.troopers.rules.TrooperType.*;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** Spec §5.12: T38. */
class ReconnaissanceTest {

    /** Draws +5 then -5 for the first player asked, then zeros. */
    private static final class Drawn extends Random {
        private final int[] draws;
        private int next;

        Drawn(int... draws) {
            this.draws = draws;
        }

        @Override
        public int nextInt(int bound) {
            return next < draws.length ? draws[next++] + 5 : 5;
        }
    }

    @Test
    void T38_meansOffsetsAndClamping() {
        assertThat(Math.floorDiv(3 + 4 + 6, 3)).isEqualTo(4);
        assertThat(Reconnaissance.clamp(4, 5, 30)).isEqualTo(9);
        assertThat(Reconnaissance.clamp(4, -5, 20)).isZero();
    }

    @Test
    void T38_shownToTheCommanderInItsNextTurnOnly() {
        // players 1 (commander + medic), 2 (three troopers), 3 (none left)
        Fixture f = Fixture.players(3).random(new Drawn(0, 0, 5, -5));
        Trooper commander = f.trooper(1, COMMANDER, 10, 10);
        Trooper medic = f.trooper(1, FIELD_MEDIC, 12, 10);
        Trooper a = f.trooper(2, COMMANDER, 3, 4);
        f.trooper(2, FIELD_MEDIC, 4, 4);
        f.trooper(2, SOLDIER, 6, 5);
        Battle battle = f.battle();
        f.turn(commander);
        assertThat(battle.act(Action.of(ActionType.REQUEST_ENEMY_DISPOSITION)).valid()).isTrue();
        assertThat(commander.actionPoints()).isZero();
        for (Player p : battle.players()) {
            assertThat(p.approximateX()).isEqualTo(-1);
        }
        f.turn(medic);
        assertThat(battle.player(2).approximateX()).as("another trooper's turn").isEqualTo(-1);
        battle.act(Action.END_TURN);
        f.turn(a);
        battle.act(Action.END_TURN);
        f.turn(commander);
        assertThat(battle.moveIndex()).isEqualTo(1);
        assertThat(battle.player(1).approximateX()).isEqualTo(11);
        assertThat(battle.player(1).approximateY()).isEqualTo(10);
        assertThat(battle.player(2).approximateX()).isEqualTo(9);
        assertThat(battle.player(2).approximateY()).isEqualTo(0);
        assertThat(battle.player(3).approximateX()).isEqualTo(-1);
        assertThat(battle.player(3).approximateY()).isEqualTo(-1);
        battle.act(Action.END_TURN);
        f.turn(medic);
        assertThat(battle.player(2).approximateX()).isEqualTo(-1);
        battle.act(Action.END_TURN);
        f.turn(commander);
        assertThat(battle.player(2).approximateX()).as("the commander in the move after").isEqualTo(-1);
    }

    @Test
    void T38_onlyACommanderWithTenApMayAsk() {
        Fixture f = Fixture.players(2);
        Trooper commander = f.trooper(1, COMMANDER, 10, 10);
        f.trooper(2, COMMANDER, 20, 10);
        f.turn(commander).actionPoints(9);
        assertThat(f.act(Action.of(ActionType.REQUEST_ENEMY_DISPOSITION)).valid()).isFalse();
        assertThat(f.player(1).crashed()).isTrue();

        Fixture g = Fixture.players(2);
        Trooper medic = g.trooper(1, FIELD_MEDIC, 10, 10).actionPoints(12);
        g.trooper(2, COMMANDER, 20, 10);
        g.turn(medic).actionPoints(12);
        assertThat(g.act(Action.of(ActionType.REQUEST_ENEMY_DISPOSITION)).valid()).isFalse();
    }
}
