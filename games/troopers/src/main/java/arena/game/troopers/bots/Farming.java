package arena.game.troopers.bots;

import arena.game.troopers.protocol.PlayerRecord;
import arena.game.troopers.protocol.TrooperRecord;
import arena.game.troopers.rules.TrooperType;

/**
 * Which kills to hold back while behind on points. Points are damage (spec §5.9), and a wounded field medic spends
 * its turns healing (3 HP an AP on itself, 5 on a neighbour; both bots' medics heal before anything else) rather
 * than shooting. Killing it ends that supply of hit points, and when it is the last enemy it ends the game with the
 * places as they are. So while even the best kill bonus would not lift this player to the lead, an enemy medic is
 * shot down to its last hit points but not killed: every turn it heals what the squad shoots off again. In the 4x3
 * games against quick-start this decides most endings where the two smart squads are left to fight each other
 * after the quick-starts' early battle put one of them ahead (docs/benchmarks.md, section 4).
 */
final class Farming {

    /** The largest bonus one kill can bring (the last enemy on the field, spec §5.9). */
    private static final int BEST_KILL_BONUS = 100;
    /** Moves before the end from which there is no time left to harvest, so kills are made as usual. */
    private static final int LAST_MOVES = 4;

    private final boolean behind;

    Farming(View view) {
        long me = view.self().playerId();
        int mine = 0;
        int best = 0;
        for (PlayerRecord player : view.context().world().players()) {
            if (player.id() == me) {
                mine = player.score();
            } else {
                best = Math.max(best, player.score());
            }
        }
        this.behind = best - mine >= BEST_KILL_BONUS
                && view.context().world().moveIndex() < view.rules().moveCount() - LAST_MOVES;
    }

    /** Whether {@code damage} would kill {@code enemy}, a medic this player should keep alive for now. */
    boolean spares(TrooperRecord enemy, int damage) {
        return behind && enemy.type() == TrooperType.FIELD_MEDIC && damage >= enemy.hitpoints();
    }
}
