package model;

/** What one player sees at one moment: the move, the players, the visible troopers and bonuses, the map. */
public class World {
    private final int moveIndex;
    private final int width;
    private final int height;
    private final Player[] players;
    private final Trooper[] troopers;
    private final Bonus[] bonuses;
    private final CellType[][] cells;
    private final boolean[] cellVisibilities;

    /** Keeps copies of the arrays it is given, the matrix excepted (as 2013's World). */
    public World(int moveIndex, int width, int height, Player[] players, Trooper[] troopers, Bonus[] bonuses,
                 CellType[][] cells, boolean[] cellVisibilities) {
        this.moveIndex = moveIndex;
        this.width = width;
        this.height = height;
        this.players = players.clone();
        this.troopers = troopers.clone();
        this.bonuses = bonuses.clone();
        this.cells = copy(cells);
        this.cellVisibilities = cellVisibilities;
    }

    public int getMoveIndex() {
        return moveIndex;
    }

    public int getWidth() {
        return width;
    }

    public int getHeight() {
        return height;
    }

    public Player[] getPlayers() {
        return players.clone();
    }

    /** The visible troopers, the acting one included. */
    public Trooper[] getTroopers() {
        return troopers.clone();
    }

    public Bonus[] getBonuses() {
        return bonuses.clone();
    }

    /** The whole map, first index x, second y: a copy, each column copied (as 2013's), the strategy's to change. */
    public CellType[][] getCells() {
        return copy(cells);
    }

    /**
     * The reachability of every cell from every cell for every stance, flattened as
     * {@code viewerX * H * W * H * 3 + viewerY * W * H * 3 + objectX * H * 3 + objectY * 3 + stance}. A copy (as
     * 2013's): the pack keeps the one it received for every later move.
     */
    public boolean[] getCellVisibilities() {
        return cellVisibilities.clone();
    }

    private static CellType[][] copy(CellType[][] cells) {
        CellType[][] copy = new CellType[cells.length][];
        for (int x = 0; x < cells.length; x++) {
            copy[x] = cells[x].clone();
        }
        return copy;
    }

    /**
     * Whether an object at (objectX, objectY) in objectStance is within maxRange of a viewer at (viewerX, viewerY)
     * in viewerStance and reachable for the lower of the two stances. For sight pass the vision range, for fire the
     * shooting range; for a bonus pass PRONE.
     */
    public boolean isVisible(double maxRange, int viewerX, int viewerY, TrooperStance viewerStance,
                             int objectX, int objectY, TrooperStance objectStance) {
        int dx = objectX - viewerX;
        int dy = objectY - viewerY;
        if (dx * dx + dy * dy > maxRange * maxRange) {
            return false;
        }
        int stance = Math.min(viewerStance.ordinal(), objectStance.ordinal());
        int stances = TrooperStance.values().length;
        return cellVisibilities[viewerX * height * width * height * stances + viewerY * width * height * stances
                + objectX * height * stances + objectY * stances + stance];
    }
}
