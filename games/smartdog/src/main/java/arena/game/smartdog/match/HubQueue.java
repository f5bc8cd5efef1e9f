package arena.game.smartdog.match;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * Forms games from the players queued in the hubs (§10): one queue in join order, each entry tagged with its
 * hub. A fixed-size hub starts a game as soon as it has enough players; the default hub (2-4) starts at four,
 * else on a coin flip, else when its timer fires, with whoever is queued then (D14). Players who leave the
 * queue are forgotten (D11). Not thread-safe: the server calls it from its one dispatching thread, and the
 * coin and the timers are injected so tests decide them.
 *
 * @param <P> the server's player (a connection)
 */
public final class HubQueue<P> {

    /** Arms and cancels the default hub's wait for more players. */
    public interface Timers {

        /** Calls {@link HubQueue#timerFired} for the hub after the delay, unless cancelled first. */
        Runnable arm(Hub hub, long delayMillis);
    }

    /** Starts a game. */
    @FunctionalInterface
    public interface Starter<P> {

        /**
         * @param players in queue order: player 1 first
         * @param game    how many games this hub started before (its maps go round-robin)
         */
        void start(Hub hub, List<P> players, int game);
    }

    /** How long the default hub waits for more players (ORIG {@code waitForPlayer}). */
    public static final long WAIT_FOR_PLAYER_MILLIS = 4000;

    private record Entry<P>(P player, Hub hub) {
    }

    private final List<Entry<P>> queue = new ArrayList<>();
    private final Map<String, Runnable> timers = new HashMap<>();
    private final Map<String, Integer> started = new HashMap<>();
    private final BooleanSupplier startNow;
    private final Timers clock;
    private final Starter<P> starter;

    /** @param startNow the coin: true starts a default-hub game of 2 or 3 at once */
    public HubQueue(BooleanSupplier startNow, Timers clock, Starter<P> starter) {
        this.startNow = startNow;
        this.clock = clock;
        this.starter = starter;
    }

    /** Queues a player who was told {@code wait }, and starts a game if the hub now can. */
    public void join(P player, Hub hub) {
        queue.add(new Entry<>(player, hub));
        List<P> waiting = waiting(hub);
        if (waiting.size() < hub.min()) {
            return;
        }
        if (waiting.size() >= hub.max() || !hub.flexible() || startNow.getAsBoolean()) {
            start(hub);
            return;
        }
        cancelTimer(hub);
        timers.put(hub.name(), clock.arm(hub, WAIT_FOR_PLAYER_MILLIS));
    }

    /** A queued player disconnected (D11). */
    public void leave(P player) {
        queue.removeIf(entry -> entry.player().equals(player));
    }

    /** The default hub waited long enough: a game with whoever is queued there now, if they are enough. */
    public void timerFired(Hub hub) {
        timers.remove(hub.name());
        if (waiting(hub).size() >= hub.min()) {
            start(hub);
        }
    }

    /** Players waiting in any hub. */
    public int waiting() {
        return queue.size();
    }

    public boolean queued(P player) {
        return queue.stream().anyMatch(entry -> entry.player().equals(player));
    }

    private void start(Hub hub) {
        cancelTimer(hub);
        List<P> waiting = waiting(hub);
        List<P> players = List.copyOf(waiting.subList(0, Math.min(waiting.size(), hub.max())));
        queue.removeIf(entry -> entry.hub().equals(hub) && players.contains(entry.player()));
        int game = started.merge(hub.name(), 1, Integer::sum) - 1;
        starter.start(hub, players, game);
    }

    private List<P> waiting(Hub hub) {
        return queue.stream().filter(entry -> entry.hub().equals(hub)).map(Entry::player).toList();
    }

    private void cancelTimer(Hub hub) {
        Runnable cancel = timers.remove(hub.name());
        if (cancel != null) {
            cancel.run();
        }
    }
}
