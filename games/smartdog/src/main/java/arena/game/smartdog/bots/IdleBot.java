package arena.game.smartdog.bots;

import arena.game.api.SeatEvents;
import java.util.List;

/** Ends every turn without a command: a target, a seat filler. */
public final class IdleBot extends BotSeat {

    public IdleBot(int index, String name, SeatEvents events) {
        super(index, name, events);
    }

    @Override
    protected List<String> decide(BotView view) {
        return List.of();
    }
}
