package arena.game.sharif.bots;

import arena.game.api.SeatEvents;
import arena.game.sharif.rules.SharifMap;
import java.util.List;
import tools.jackson.databind.JsonNode;

/** Picks nothing (a random deck) and ends every turn at once: a target and a seat filler. */
public final class IdleBot extends BotSeat {

    public IdleBot(int index, String name, SeatEvents events) {
        super(index, name, events);
    }

    @Override
    protected List<Integer> pick(SharifMap map) {
        return List.of();
    }

    @Override
    protected List<Order> turn(SharifMap map, int me, JsonNode state) {
        return List.of();
    }
}
