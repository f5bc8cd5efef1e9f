package arena.game.troopers.rules;

import static arena.game.troopers.rules.TrooperType.*;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Spec §10.2 turn order (T17-T19), early end (T37) and invalid actions (T39). */
class FlowVectorsTest {

    private static String label(Trooper t) {
        return "P" + t.playerId() + "." + t.type().name().charAt(0);
    }

    @Test
    void T17_construction() {
        Fixture f = Fixture.players(4);
        List<Trooper> troopers = new ArrayList<>();
        for (int p = 1; p <= 4; p++) {
            for (TrooperType type : TrooperType.squad(3)) {
                troopers.add(f.trooper(p, type, p * 3, (int) type.ordinal()));
            }
        }
        List<Trooper> order = TurnOrder.build(List.of(3L, 1L, 4L, 2L), List.of(SOLDIER, COMMANDER, FIELD_MEDIC), troopers);
        assertThat(order.stream().map(FlowVectorsTest::label)).containsExactly("P3.S", "P1.S", "P4.S", "P2.S",
                "P3.C", "P1.C", "P4.C", "P2.C", "P3.F", "P1.F", "P4.F", "P2.F");
        for (int i = 0; i < order.size(); i++) {
            assertThat(order.get(i).playerId()).isNotEqualTo(order.get((i + 1) % order.size()).playerId());
        }
    }

    @Test
    void drawnOrdersNeverGiveAPlayerTwoTurnsInARow() {
        for (long seed = 0; seed < 50; seed++) {
            List<Player> players = List.of(new Player(1, "a"), new Player(2, "b"), new Player(3, "c"), new Player(4, "d"));
            List<Trooper> troopers = new ArrayList<>();
            long id = 1;
            for (Player p : players) {
                for (TrooperType type : TrooperType.squad(5)) {
                    troopers.add(new Trooper(id++, p.id(), type, new Cell(0, 0)));
                }
            }
            List<Trooper> order = TurnOrder.draw(players, TrooperType.squad(5), troopers, new Random(seed));
            assertThat(order).hasSize(20).doesNotHaveDuplicates();
            for (int i = 0; i < order.size(); i++) {
                assertThat(order.get(i).playerId()).isNotEqualTo(order.get((i + 1) % order.size()).playerId());
            }
        }
    }

    @Test
    void T18_skippingTheDead() {
        Fixture f = Fixture.players(2);
        f.trooper(1, COMMANDER, 1, 1);
        f.trooper(2, COMMANDER, 28, 18);
        f.trooper(1, FIELD_MEDIC, 2, 1);
        f.trooper(2, FIELD_MEDIC, 27, 18).hitpoints(0);
        f.trooper(1, SOLDIER, 3, 1);
        f.trooper(2, SOLDIER, 26, 18);
        List<String> played = new ArrayList<>();
        Battle battle = f.battle();
        for (int i = 0; i < 5; i++) {
            Trooper t = battle.nextTurn().orElseThrow();
            assertThat(battle.moveIndex()).isZero();
            played.add(label(t));
            battle.act(Action.END_TURN);
        }
        assertThat(played).containsExactly("P1.C", "P2.C", "P1.F", "P1.S", "P2.S");
        assertThat(label(battle.nextTurn().orElseThrow())).isEqualTo("P1.C");
        assertThat(battle.moveIndex()).isEqualTo(1);
    }

    @Test
    void T19_gameLength() {
        Fixture f = Fixture.players(4);
        for (int p = 1; p <= 4; p++) {
            for (TrooperType type : TrooperType.squad(3)) {
                f.trooper(p, type, p * 5, type.ordinal() + 2);
            }
        }
        Battle battle = f.battle();
        int turns = 0;
        int lastMove = -1;
        for (Optional<Trooper> t = battle.nextTurn(); t.isPresent(); t = battle.nextTurn()) {
            turns++;
            lastMove = battle.moveIndex();
            battle.act(Action.END_TURN);
        }
        assertThat(turns).isEqualTo(50 * 4 * 3);
        assertThat(lastMove).isEqualTo(49);
        assertThat(battle.over()).isTrue();
        assertThat(battle.movesPlayed()).isEqualTo(50);
    }

    @Test
    void T37_allStrategiesCrash() {
        Fixture f = Fixture.players(2);
        f.trooper(1, COMMANDER, 1, 1);
        f.trooper(2, COMMANDER, 28, 18);
        Battle battle = f.battle();
        battle.nextTurn();
        battle.crash(1);
        assertThat(battle.over()).isFalse();
        battle.crash(2);
        assertThat(battle.over()).isTrue();
        assertThat(battle.nextTurn()).isEmpty();
    }

    @Test
    void T37_onlyOnePlayerLeftEndsTheGameAtOnce() {
        Fixture f = Fixture.players(2);
        Trooper sniper = f.trooper(1, SNIPER, 0, 0);
        f.trooper(2, COMMANDER, 5, 0).hitpoints(10);
        Battle battle = f.battle();
        f.turn(sniper);
        battle.act(Action.at(ActionType.SHOOT, 5, 0));
        assertThat(battle.over()).isTrue();
        assertThat(battle.awaitsAction()).isFalse();
    }

    @Test
    void T37_aCrashedPlayerIsSkippedWhileTwoRemain() {
        Fixture f = Fixture.players(2);
        Trooper mine = f.trooper(1, COMMANDER, 1, 1);
        f.trooper(2, COMMANDER, 28, 18);
        Battle battle = f.battle();
        battle.nextTurn();
        battle.act(Action.END_TURN);
        battle.nextTurn();
        battle.crash(2);
        assertThat(battle.over()).isFalse();
        assertThat(battle.nextTurn()).contains(mine);
        battle.act(Action.END_TURN);
        assertThat(battle.nextTurn()).contains(mine);
        assertThat(battle.moveIndex()).isEqualTo(2);
    }

    @Test
    void T39_invalidAction() {
        Fixture f = Fixture.players(2);
        Trooper soldier = f.trooper(1, SOLDIER, 5, 5);
        f.trooper(1, COMMANDER, 20, 5);
        Trooper enemy = f.trooper(2, SOLDIER, 6, 5).hitpoints(60);
        Battle battle = f.battle();
        f.turn(soldier);
        battle.act(Action.at(ActionType.SHOOT, 6, 5));
        assertThat(f.player(1).score()).isEqualTo(25);
        soldier.actionPoints(1);
        ActionResult result = battle.act(Action.toward(ActionType.MOVE, Direction.NORTH));
        assertThat(result.valid()).isFalse();
        assertThat(result.problem().text()).isEqualTo("MOVE costs 2 AP but the SOLDIER has 1");
        assertThat(soldier.cell()).isEqualTo(new Cell(5, 5));
        assertThat(f.player(1).crashed()).isTrue();
        assertThat(f.player(1).score()).isEqualTo(25);
        assertThat(battle.nextTurn()).contains(enemy);
        battle.act(Action.END_TURN);
        assertThat(battle.nextTurn()).as("P1's troopers are skipped").contains(enemy);
    }
}
