package arena.game.bomber.rules;

import java.util.List;

/**
 * What lies on one cell (spec §4.7), derived from the board's lists.
 *
 * @param player the alive bomber on the cell, or {@code null}
 * @param bomb   the bomb on the cell, or {@code null}
 * @param bonus  the visible bonus on the cell, or {@code null}
 * @param lavas  every lava object on the cell; empty, never {@code null}
 */
public record XYInfo(CellType type, Player player, Bomb bomb, Bonus bonus, List<Lava> lavas) {
}
