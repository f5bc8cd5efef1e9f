package arena.game.smartdog.rules;

/** A player's dog (§7.1). */
public final class Dog extends Animal {

    private final int owner;
    int scareCounter;
    boolean indignantMode;
    /** Barked in the previous turn: shown with {@code "voice":"barking"}. */
    boolean barkingVisible;
    boolean movedThisTurn;
    boolean barkedThisTurn;
    boolean allyBarkedThisTurn;
    boolean enemyBarkedThisTurn;

    Dog(int id, int x, int y, int owner) {
        super(id, x, y);
        this.owner = owner;
    }

    public int owner() {
        return owner;
    }

    public boolean scared() {
        return scareCounter > 0;
    }

    /** Scared and indignant (may move, may not bark); a scared dog that is not indignant panics. */
    public boolean indignant() {
        return scared() && indignantMode;
    }

    public int scareCounter() {
        return scareCounter;
    }

    public boolean barkingVisible() {
        return barkingVisible;
    }
}
