package arena.game.sharif.rules;

/** A king as the map file gives it (spec §3.2): a 3x3 block around its center. */
public record KingSpec(int playerId, Cell center, int hp, int attack, int range) {

    /** The 9 cells in id order: rows outer, columns inner (spec §4). */
    public java.util.List<Cell> cells() {
        java.util.List<Cell> cells = new java.util.ArrayList<>(9);
        for (int dr = -1; dr <= 1; dr++) {
            for (int dc = -1; dc <= 1; dc++) {
                cells.add(new Cell(center.row() + dr, center.col() + dc));
            }
        }
        return cells;
    }

    public boolean covers(Cell cell) {
        return Math.abs(cell.row() - center.row()) <= 1 && Math.abs(cell.col() - center.col()) <= 1;
    }
}
