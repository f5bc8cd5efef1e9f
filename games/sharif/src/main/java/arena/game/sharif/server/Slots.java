package arena.game.sharif.server;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * The four slots and their tokens (spec §12.2): a client gets the lowest unbound slot whose token it says.
 * With the original's default, all four share the all-zero token, so the order of connection decides:
 * the first and third clients are players 0 and 2, the second and fourth players 1 and 3.
 */
final class Slots {

    private final List<String> tokens;
    private final boolean[] bound;

    Slots(List<String> tokens) {
        if (tokens.size() != 4) {
            throw new IllegalArgumentException("sharif has 4 slots, not " + tokens.size() + " tokens");
        }
        this.tokens = List.copyOf(tokens);
        this.bound = new boolean[tokens.size()];
    }

    /** Binds the lowest unbound slot with this token, or nothing when none is left. */
    synchronized OptionalInt bind(String token) {
        for (int slot = 0; slot < tokens.size(); slot++) {
            if (!bound[slot] && tokens.get(slot).equals(token)) {
                bound[slot] = true;
                notifyAll();
                return OptionalInt.of(slot);
            }
        }
        return OptionalInt.empty();
    }

    /** Waits until every slot is bound, or at most this long ({@code null}: as long as it takes, as the original). */
    synchronized void awaitAll(Duration timeout) throws InterruptedException {
        long start = System.nanoTime();
        while (!allBound()) {
            if (timeout == null) {
                wait();
                continue;
            }
            long left = timeout.toNanos() - (System.nanoTime() - start);
            if (left <= 0) {
                return;
            }
            wait(Math.max(1, left / 1_000_000));
        }
    }

    synchronized boolean allBound() {
        for (boolean b : bound) {
            if (!b) {
                return false;
            }
        }
        return true;
    }

    /** The slots nobody bound. */
    synchronized List<Integer> unbound() {
        List<Integer> free = new ArrayList<>();
        for (int slot = 0; slot < bound.length; slot++) {
            if (!bound[slot]) {
                free.add(slot);
            }
        }
        return free;
    }
}
