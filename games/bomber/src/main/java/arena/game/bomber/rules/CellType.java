package arena.game.bomber.rules;

/** What a cell is built of; bombers, bombs, bonuses and lava lie on top of {@link #FREE} cells. */
public enum CellType {
    FREE('.'),
    DESTRUCTIBLE('+'),
    INDESTRUCTIBLE('#');

    private final char symbol;

    CellType(char symbol) {
        this.symbol = symbol;
    }

    /** The character of this type in the wire format's {@code cells} rows. */
    public char symbol() {
        return symbol;
    }

    /** The type of a wire {@code cells} character, or {@code null} for any other character. */
    public static CellType ofSymbol(char symbol) {
        for (CellType type : values()) {
            if (type.symbol == symbol) {
                return type;
            }
        }
        return null;
    }
}
