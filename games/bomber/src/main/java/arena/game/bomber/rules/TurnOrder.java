package arena.game.bomber.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * The random turn order of phase 1 (spec §7.2, D-B05): every tick the ids of all players, dead ones
 * included, in ascending order, shuffled with the game's generator. Shuffling the full list keeps the
 * draws independent of deaths; {@link Tick} skips the dead.
 */
public final class TurnOrder {

    private final Random rng;

    /** @param rng the game's {@code new java.util.Random(seed)}, after the map choice and the slot shuffle */
    public TurnOrder(Random rng) {
        this.rng = rng;
    }

    public List<Integer> next(Board board) {
        List<Integer> ids = new ArrayList<>();
        for (Player player : board.players) {
            ids.add(player.id());
        }
        Collections.shuffle(ids, rng);
        return ids;
    }
}
