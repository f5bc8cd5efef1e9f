package arena.sandbox.worker;

/**
 * A game ran past its {@link WallTimeCap} and was stopped with all its seats. It is an infrastructure
 * fault (the engine or the machine), never a strategy's: the queue retries the game a bounded number of
 * times and then voids it, so no strategy is blamed and no rating changes.
 */
public final class WallTimeExceeded extends RuntimeException {

    public WallTimeExceeded(String message) {
        super(message);
    }
}
