package arena.game.troopers.bots;

import static arena.game.troopers.bots.Views.trooper;
import static arena.game.troopers.rules.TrooperType.COMMANDER;
import static arena.game.troopers.rules.TrooperType.FIELD_MEDIC;
import static arena.game.troopers.rules.TrooperType.SOLDIER;
import static org.assertj.core.api.Assertions.assertThat;

import arena.game.troopers.protocol.TrooperRecord;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Which kills the smart bot holds back while behind on points. */
class FarmingTest {

    @Test
    void aWoundedEnemyMedicIsSparedWhileFarBehind() {
        View view = Views.scored(100, 300, trooper(1, 1, COMMANDER, 5, 5),
                trooper(2, 2, FIELD_MEDIC, 10, 5).hitpoints(10), trooper(3, 2, SOLDIER, 12, 5).hitpoints(10));
        Farming farming = new Farming(view);
        assertThat(farming.spares(enemy(view, 2), 15)).as("the medic's kill").isTrue();
        assertThat(farming.spares(enemy(view, 2), 9)).as("a shot it survives").isFalse();
        assertThat(farming.spares(enemy(view, 3), 15)).as("a soldier heals nothing").isFalse();
    }

    @Test
    void killsAreMadeWhenTheBestBonusCouldLiftThePlayerToTheLead() {
        View view = Views.scored(250, 300, trooper(1, 1, COMMANDER, 5, 5),
                trooper(2, 2, FIELD_MEDIC, 10, 5).hitpoints(10));
        assertThat(new Farming(view).spares(enemy(view, 2), 15)).isFalse();
    }

    @Test
    void thePlannerDoesNotPlanTheSparedKill() {
        assertThat(plan(0, 300).shoots()).as("far behind").isFalse();
        assertThat(plan(0, 0).shoots()).as("level").isTrue();
    }

    /** The commander's plan with a medic at 10 HP in reach, for one shot of 15 at least. */
    private static Planner.Plan plan(int mine, int theirs) {
        View view = Views.scored(mine, theirs, trooper(1, 1, COMMANDER, 5, 5),
                trooper(2, 2, FIELD_MEDIC, 10, 5).hitpoints(10));
        TrooperRecord medic = enemy(view, 2);
        return new Planner(view, List.of(new Planner.Threat(medic.x(), medic.y(), medic)), new int[] {5, 5}, null,
                false).best();
    }

    private static TrooperRecord enemy(View view, long id) {
        return view.enemies().stream().filter(t -> t.id() == id).findFirst().orElseThrow();
    }
}
