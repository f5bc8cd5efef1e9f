package arena.game.bomber.rules;

/** The two bonuses; the seed spells the second one "Ammunation". */
public enum BonusType {
    /** +1 explosion radius in all four directions. */
    RADIUS('r', 'R'),
    /** +1 bomb in stock. */
    AMMUNITION('a', 'A');

    private final char hiddenSymbol;
    private final char visibleSymbol;

    BonusType(char hiddenSymbol, char visibleSymbol) {
        this.hiddenSymbol = hiddenSymbol;
        this.visibleSymbol = visibleSymbol;
    }

    /** Map legend: a destructible cell hiding this bonus. */
    public char hiddenSymbol() {
        return hiddenSymbol;
    }

    /** Map legend: this bonus lying visible on a free cell. */
    public char visibleSymbol() {
        return visibleSymbol;
    }
}
