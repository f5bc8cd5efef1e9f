package arena.game.troopers.rules;

/** The four cell heights of spec §1.2; the ordinal is the height and the wire value. */
public enum CellType {
    FREE, LOW_COVER, MEDIUM_COVER, HIGH_COVER;

    public int height() {
        return ordinal();
    }

    public boolean passable() {
        return this == FREE;
    }
}
