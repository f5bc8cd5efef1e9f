package arena.game.troopers.rules;

/** The four 15x10 quarters of the field (spec §1.4); a map's start cells are given for TOP_LEFT. */
public enum Quarter {
    TOP_LEFT(false, false), TOP_RIGHT(true, false), BOTTOM_LEFT(false, true), BOTTOM_RIGHT(true, true);

    private final boolean mirrorX;
    private final boolean mirrorY;

    Quarter(boolean mirrorX, boolean mirrorY) {
        this.mirrorX = mirrorX;
        this.mirrorY = mirrorY;
    }

    /** The mirror image in this quarter of a cell given in the top-left quarter. */
    public Cell place(Cell topLeft) {
        return new Cell(mirrorX ? TroopersRules.WIDTH - 1 - topLeft.x() : topLeft.x(),
                mirrorY ? TroopersRules.HEIGHT - 1 - topLeft.y() : topLeft.y());
    }

    public static boolean inTopLeft(Cell cell) {
        return cell.x() >= 0 && cell.y() >= 0 && cell.x() < TroopersRules.WIDTH / 2 && cell.y() < TroopersRules.HEIGHT / 2;
    }
}
