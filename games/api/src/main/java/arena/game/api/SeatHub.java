package arena.game.api;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.IntConsumer;

/**
 * The usual {@link MatchContext}: seats of any kind (sandboxed processes, in-process bots) post their
 * events into one queue, and the engine polls it in arrival order.
 */
public final class SeatHub implements MatchContext, SeatEvents {

    private final MatchSetup setup;
    private final List<Seat> seats = new ArrayList<>();
    private final LinkedBlockingQueue<SeatEvent> events = new LinkedBlockingQueue<>();
    private volatile IntConsumer progress = turn -> {
    };

    public SeatHub(MatchSetup setup) {
        this.setup = setup;
    }

    /** Adds the next seat; its index must be the number of seats already added. */
    public synchronized void add(Seat seat) {
        if (seat.index() != seats.size()) {
            throw new IllegalArgumentException("seat " + seat.index() + " added at position " + seats.size());
        }
        seats.add(seat);
    }

    @Override
    public MatchSetup setup() {
        return setup;
    }

    @Override
    public synchronized List<Seat> seats() {
        return List.copyOf(seats);
    }

    @Override
    public void post(SeatEvent event) {
        events.add(event);
    }

    /** Who hears of the game's progress (the worker, which reports it to the site). */
    public void onProgress(IntConsumer listener) {
        this.progress = listener;
    }

    @Override
    public void progress(int turn) {
        progress.accept(turn);
    }

    @Override
    public SeatEvent poll(long deadlineNanos) throws InterruptedException {
        long wait = deadlineNanos - now();
        return wait <= 0 ? events.poll() : events.poll(wait, TimeUnit.NANOSECONDS);
    }
}
