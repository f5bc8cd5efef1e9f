package arena.game.bomber.bots;

import arena.game.api.SeatEvents;
import arena.game.bomber.rules.Action;
import arena.game.bomber.rules.Board;
import arena.game.bomber.rules.BomberRules;

/** Always waits: a target, a seat filler, and the player of scripted games. */
public final class IdleBot extends BotSeat {

    public IdleBot(int index, String name, SeatEvents events) {
        super(index, name, events);
    }

    @Override
    protected Action decide(Board board, int me, BomberRules rules) {
        return Action.WAIT;
    }
}
