package arena.game.sharif.rules;

import java.util.ArrayList;
import java.util.List;

/** A player's king in play: one shared HP for its nine cells, only the center attacks (spec §3.2). */
public final class King {

    private final KingSpec spec;
    private final List<KingCell> cells = new ArrayList<>(9);
    int hp;
    boolean onBoard = true;
    Unit target;

    /** @param firstId the id of its first cell; the center is the fifth */
    King(KingSpec spec, int firstId) {
        this.spec = spec;
        this.hp = spec.hp();
        List<Cell> list = spec.cells();
        for (int i = 0; i < list.size(); i++) {
            cells.add(new KingCell(this, list.get(i), firstId + i));
        }
    }

    public int playerId() {
        return spec.playerId();
    }

    public KingSpec spec() {
        return spec;
    }

    /** Internal HP; may be negative (reported as {@code max(0, hp)}). */
    public int hp() {
        return hp;
    }

    public boolean alive() {
        return hp > 0;
    }

    /** Still on the board: a dead king is removed at the next sweep. */
    public boolean onBoard() {
        return onBoard;
    }

    /** The unit it targets, or {@code null}. */
    public Unit target() {
        return target;
    }

    public List<KingCell> cells() {
        return cells;
    }

    public KingCell center() {
        return cells.get(4);
    }

    public KingCell cellAt(Cell cell) {
        for (KingCell kingCell : cells) {
            if (kingCell.cell().equals(cell)) {
                return kingCell;
            }
        }
        return null;
    }
}
