package arena.game.troopers.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/** The fixed turn order of spec §5.2. */
public final class TurnOrder {

    private TurnOrder() {
    }

    /** Shuffles the players once and the squad's types once, then lists one trooper per player per type. */
    public static List<Trooper> draw(List<Player> players, List<TrooperType> squad, List<Trooper> troopers, Random rng) {
        List<Long> playerOrder = new ArrayList<>(players.stream().map(Player::id).toList());
        Collections.shuffle(playerOrder, rng);
        List<TrooperType> types = new ArrayList<>(squad);
        Collections.shuffle(types, rng);
        return build(playerOrder, types, troopers);
    }

    /** The order for a given player permutation and type permutation. */
    public static List<Trooper> build(List<Long> playerOrder, List<TrooperType> typeOrder, List<Trooper> troopers) {
        List<Trooper> order = new ArrayList<>();
        for (TrooperType type : typeOrder) {
            for (long player : playerOrder) {
                troopers.stream().filter(t -> t.playerId() == player && t.type() == type).findFirst().ifPresent(order::add);
            }
        }
        return List.copyOf(order);
    }
}
