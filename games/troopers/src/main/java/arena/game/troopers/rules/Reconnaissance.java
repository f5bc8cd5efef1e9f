package arena.game.troopers.rules;

import java.util.List;
import java.util.Random;

/** Air reconnaissance (spec §5.12, D9): shown to the requesting commander at the start of its next turn. */
final class Reconnaissance {

    private Reconnaissance() {
    }

    /** Every player with living troopers gets its floored mean cell moved by [-5, 5] each way, clamped. */
    static void reveal(Battle battle, Random rng) {
        int offset = battle.rules().commanderRequestEnemyDispositionMaxOffset();
        for (Player player : battle.players()) {
            List<Trooper> squad = battle.living().stream().filter(t -> t.playerId() == player.id()).toList();
            if (squad.isEmpty()) {
                player.approximate(-1, -1);
                continue;
            }
            int mx = Math.floorDiv(squad.stream().mapToInt(Trooper::x).sum(), squad.size());
            int my = Math.floorDiv(squad.stream().mapToInt(Trooper::y).sum(), squad.size());
            int dx = rng.nextInt(2 * offset + 1) - offset;
            int dy = rng.nextInt(2 * offset + 1) - offset;
            player.approximate(clamp(mx, dx, battle.terrain().width()), clamp(my, dy, battle.terrain().height()));
        }
    }

    /** The mean plus the offset, clamped into 0..size-1. */
    static int clamp(int mean, int offset, int size) {
        return Math.max(0, Math.min(size - 1, mean + offset));
    }
}
