package arena.game.troopers.bots;

import arena.game.troopers.rules.Action;
import arena.game.troopers.rules.ActionType;
import arena.game.troopers.rules.Direction;
import java.util.Random;

/**
 * The seed's example strategy (§3.3): while it can afford a standing step, it steps in a random direction.
 * Its randomness is seeded, so a game with it replays exactly.
 */
public final class ExampleBot implements Brain {

    private final Random random;

    public ExampleBot(long seed) {
        this.random = new Random(seed);
    }

    @Override
    public Action decide(View view) {
        if (view.self().actionPoints() < view.rules().standingMoveCost()) {
            return Action.END_TURN;
        }
        Direction direction = random.nextBoolean()
                ? (random.nextBoolean() ? Direction.NORTH : Direction.SOUTH)
                : (random.nextBoolean() ? Direction.WEST : Direction.EAST);
        return Action.toward(ActionType.MOVE, direction);
    }
}
