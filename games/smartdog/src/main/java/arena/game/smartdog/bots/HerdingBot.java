package arena.game.smartdog.bots;

import arena.game.api.SeatEvents;
import java.util.List;

/**
 * Brings sheep into its own pens: each dog walks behind a sheep, on the side away from the pen, and barks
 * it one step nearer (§5.2: a sheep flees along the axis of the bark); dogs without a sheep in sight explore
 * what they have not seen for longest. It never barks where the bark would chase a sheep out of its own pen.
 */
public final class HerdingBot extends BotSeat {

    private Herding herding;

    public HerdingBot(int index, String name, SeatEvents events) {
        super(index, name, events);
    }

    @Override
    protected List<String> decide(BotView view) {
        if (herding == null || !herding.plays(view)) {
            herding = new Herding(view);
        }
        return herding.turn();
    }
}
