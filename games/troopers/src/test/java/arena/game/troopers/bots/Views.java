package arena.game.troopers.bots;

import arena.game.troopers.protocol.PlayerContext;
import arena.game.troopers.protocol.PlayerRecord;
import arena.game.troopers.protocol.Snapshots;
import arena.game.troopers.protocol.TrooperRecord;
import arena.game.troopers.protocol.WorldRecord;
import arena.game.troopers.rules.Cell;
import arena.game.troopers.rules.Reachability;
import arena.game.troopers.rules.Terrain;
import arena.game.troopers.rules.Trooper;
import arena.game.troopers.rules.TroopersRules;
import java.util.ArrayList;
import java.util.List;

/** Views for bot tests: player 1's trooper acting on a given terrain among the listed troopers. */
final class Views {

    private static final Terrain FREE = Terrain.free();
    private static final byte[] FREE_MATRIX = Reachability.of(FREE).bytes();

    private Views() {
    }

    static View of(Trooper self, Trooper... others) {
        return scored(0, 0, self, others);
    }

    /** As {@link #of}, with player 1's and player 2's scores, at move 0 of 50. */
    static View scored(int first, int second, Trooper self, Trooper... others) {
        List<TrooperRecord> all = new ArrayList<>();
        all.add(Snapshots.record(TroopersRules.STANDARD, self, 1));
        for (Trooper t : others) {
            all.add(Snapshots.record(TroopersRules.STANDARD, t, 1));
        }
        WorldRecord world = new WorldRecord(0, 30, 20, List.of(new PlayerRecord(1, "a", first, false, -1, -1),
                new PlayerRecord(2, "b", second, false, -1, -1)), all, List.of(), FREE.cells(), FREE_MATRIX);
        return new View(new PlayerContext(all.get(0), world), TroopersRules.STANDARD);
    }

    static Trooper trooper(long id, long player, arena.game.troopers.rules.TrooperType type, int x, int y) {
        return new Trooper(id, player, type, new Cell(x, y));
    }
}
