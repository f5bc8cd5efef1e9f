/** What a cell is built of. */
public enum CellType {
    FREE, DESTRUCTIBLE, INDESTRUCTIBLE;

    static CellType of(char c) {
        return c == '+' ? DESTRUCTIBLE : c == '#' ? INDESTRUCTIBLE : FREE;
    }
}
