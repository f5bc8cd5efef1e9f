package arena.game.troopers.bots;

import static arena.game.troopers.bots.Views.trooper;
import static arena.game.troopers.rules.TrooperType.COMMANDER;
import static arena.game.troopers.rules.TrooperType.SOLDIER;
import static org.assertj.core.api.Assertions.assertThat;

import arena.game.troopers.rules.Action;
import arena.game.troopers.rules.ActionType;
import org.junit.jupiter.api.Test;

/** What the built-in bots do in simple positions. */
class BrainsTest {

    @Test
    void quickStartShootsAnEnemyInReach() {
        View view = Views.of(trooper(1, 1, COMMANDER, 5, 5), trooper(2, 2, SOLDIER, 10, 5));
        assertThat(new QuickStartBot().decide(view)).isEqualTo(Action.at(ActionType.SHOOT, 10, 5));
    }

    @Test
    void smartAttacksAnEnemyInReach() {
        View view = Views.of(trooper(1, 1, COMMANDER, 5, 5), trooper(2, 2, COMMANDER, 10, 5));
        Action action = new SmartBot().decide(view);
        assertThat(action.type()).isIn(ActionType.SHOOT, ActionType.LOWER_STANCE);
    }
}
