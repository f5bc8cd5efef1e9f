package arena.game.smartdog.rules;

/** A sheep (§6.1). It is panicked while it has a panic source. */
public final class Sheep extends Animal {

    Direction dir = Direction.DOWN;
    int panicCounter;
    Animal panicSource;
    /** The objects through which the panic reached this sheep, the source last (§6.3). */
    FearChain chain = FearChain.EMPTY;
    boolean doneThisTurn;
    boolean inPush;

    Sheep(int id, int x, int y) {
        super(id, x, y);
    }

    public Direction direction() {
        return dir;
    }

    public boolean panicked() {
        return panicSource != null;
    }

    public int panicCounter() {
        return panicCounter;
    }

    /** The dog or sheep that scared it, or {@code null} when calm. */
    public Animal panicSource() {
        return panicSource;
    }

    public FearChain chain() {
        return chain;
    }
}
