package arena.game.api;

/** Where seats deliver their events; the match's poll returns them in arrival order. */
@FunctionalInterface
public interface SeatEvents {

    void post(SeatEvent event);
}
