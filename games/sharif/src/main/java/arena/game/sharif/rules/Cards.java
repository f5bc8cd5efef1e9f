package arena.game.sharif.rules;

import java.util.ArrayList;
import java.util.List;

/** Deck and hand (spec §7.1, §7.2). */
final class Cards {

    private Cards() {
    }

    /**
     * The deck from a pick: known distinct type ids in pick order, at most {@code deckSize}, then random
     * missing ones (drawn until an id not yet in the deck comes up, D-19). The hand is the deck's head.
     */
    static void pick(Game game, Player player, List<Integer> units) {
        int types = game.map.baseUnits().size();
        int deckSize = game.rules.deckSize();
        player.deck.clear();
        for (Integer type : units == null ? List.<Integer>of() : units) {
            if (player.deck.size() < deckSize && type != null && type >= 0 && type < types
                    && !player.deck.contains(type)) {
                player.deck.add(type);
            }
        }
        while (player.deck.size() < deckSize) {
            int type = game.rng.nextInt(types);
            if (!player.deck.contains(type)) {
                player.deck.add(type);
            }
        }
        player.hand.clear();
        player.hand.addAll(player.deck.subList(0, game.rules.handSize()));
    }

    /**
     * Refills the hand at the end of a turn: deck cards not in hand, each weighted {@code 1 / (1 + times
     * played)}; a card just played may come straight back.
     */
    static void refill(Game game, Player player) {
        List<Integer> candidates = new ArrayList<>();
        for (int card : player.deck) {
            if (!player.hand.contains(card)) {
                candidates.add(card);
            }
        }
        while (player.hand.size() < game.rules.handSize() && !candidates.isEmpty()) {
            double total = 0;
            for (int card : candidates) {
                total += weight(player, card);
            }
            double x = game.rng.nextDouble() * total;
            int chosen = candidates.size() - 1;
            for (int i = 0; i < candidates.size(); i++) {
                double w = weight(player, candidates.get(i));
                if (x <= w) {
                    chosen = i;
                    break;
                }
                x -= w;
            }
            player.hand.add(candidates.remove(chosen));
        }
    }

    private static double weight(Player player, int card) {
        return 1.0 / (1 + player.timesPlayed[card]);
    }
}
