package arena.game.smartdog.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * The objects a panic passed through, oldest first (§6.3). Persistent: a sheep's chain is its source's
 * chain plus the source, so chains share their beginnings and extending one never copies it.
 */
public final class FearChain {

    public static final FearChain EMPTY = new FearChain(null, null);

    private final FearChain before;
    private final Animal last;

    private FearChain(FearChain before, Animal last) {
        this.before = before;
        this.last = last;
    }

    public FearChain then(Animal next) {
        return new FearChain(this, next);
    }

    public boolean contains(Animal animal) {
        for (FearChain link = this; link.last != null; link = link.before) {
            if (link.last == animal) {
                return true;
            }
        }
        return false;
    }

    /** Oldest first. */
    public List<Animal> toList() {
        List<Animal> reversed = new ArrayList<>();
        for (FearChain link = this; link.last != null; link = link.before) {
            reversed.add(link.last);
        }
        java.util.Collections.reverse(reversed);
        return reversed;
    }
}
