package arena.game.troopers.protocol;

import arena.game.troopers.rules.CellType;
import java.util.List;

/**
 * The World record of spec §7.5.5. {@code cells} ({@code [x][y]}) and {@code visibilities} (the flattened
 * matrix) travel only in the first PLAYER_CONTEXT of a connection; a reader fills them from its cache after.
 */
public record WorldRecord(int moveIndex, int width, int height, List<PlayerRecord> players,
        List<TrooperRecord> troopers, List<BonusRecord> bonuses, CellType[][] cells, byte[] visibilities) {

    public WorldRecord {
        players = List.copyOf(players);
        troopers = List.copyOf(troopers);
        bonuses = List.copyOf(bonuses);
    }
}
