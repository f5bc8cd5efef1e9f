package arena.testing;

import arena.game.api.Limits;
import arena.game.api.MatchContext;
import arena.game.api.MatchSetup;
import arena.game.api.Seat;
import arena.game.api.SeatEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.function.LongFunction;

/**
 * A match on a virtual clock: seats schedule their events at chosen times, and a poll moves the clock to
 * the next event or to its deadline. Tests of deadlines run instantly and read exact times. Shared by the
 * SPI's turn-loop tests and the games' time-limit tests (the test jar of games/api).
 */
public final class VirtualMatch implements MatchContext {

    public static final long MS = 1_000_000L;

    private record Scheduled(long at, long order, SeatEvent event) {
    }

    private final MatchSetup setup;
    private final List<Seat> seats = new ArrayList<>();
    private final PriorityQueue<Scheduled> queue = new PriorityQueue<>(
            (a, b) -> a.at != b.at ? Long.compare(a.at, b.at) : Long.compare(a.order, b.order));
    private long now = 1_000 * MS;
    private long order;

    public VirtualMatch(Limits limits, int seatCount) {
        this("test", null, limits, Map.of(), seatCount);
    }

    public VirtualMatch(String format, String map, Limits limits, Map<String, String> options, int seatCount) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < seatCount; i++) {
            names.add("seat" + i);
        }
        this.setup = new MatchSetup(format, map, 1, names, limits, options);
    }

    public void add(Seat seat) {
        seats.add(seat);
    }

    /** Schedules an event {@code delayMs} after now; the event is made with its own time. */
    public void after(long delayMs, LongFunction<SeatEvent> event) {
        long at = now + delayMs * MS;
        queue.add(new Scheduled(at, order++, event.apply(at)));
    }

    /** Milliseconds since the match began. */
    public long elapsedMs() {
        return (now - 1_000 * MS) / MS;
    }

    @Override
    public MatchSetup setup() {
        return setup;
    }

    @Override
    public List<Seat> seats() {
        return List.copyOf(seats);
    }

    @Override
    public SeatEvent poll(long deadlineNanos) {
        Scheduled next = queue.peek();
        if (next != null && next.at <= Math.max(deadlineNanos, now)) {
            queue.poll();
            now = Math.max(now, next.at);
            return next.event;
        }
        now = Math.max(now, deadlineNanos);
        return null;
    }

    @Override
    public long now() {
        return now;
    }
}
