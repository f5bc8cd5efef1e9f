package arena.game.troopers.bots;

import arena.game.troopers.rules.Action;

/** Ends every turn at once (the "do-nothing" strategy of spec §8.5, D39). */
public final class IdleBot implements Brain {

    @Override
    public Action decide(View view) {
        return Action.END_TURN;
    }
}
