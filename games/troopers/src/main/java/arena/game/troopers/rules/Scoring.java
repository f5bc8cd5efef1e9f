package arena.game.troopers.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Damage, deaths and points of one action (spec §5.8, §5.9, D3, D16, D36). */
final class Scoring {

    private Scoring() {
    }

    /** Applies the damage of one action at once, then removes the dead and scores for the acting player. */
    static ActionResult resolve(Battle battle, Trooper actor, Map<Trooper, Integer> damage) {
        TroopersRules rules = battle.rules();
        long me = actor.playerId();
        Map<Long, Boolean> hadLiving = new LinkedHashMap<>();
        battle.players().forEach(p -> hadLiving.put(p.id(), battle.hasLiving(p.id())));
        List<Hit> hits = new ArrayList<>();
        int points = 0;
        Map<Long, Integer> killsByPlayer = new LinkedHashMap<>();
        for (Map.Entry<Trooper, Integer> entry : damage.entrySet()) {
            Trooper victim = entry.getKey();
            int lost = Math.min(entry.getValue(), victim.hitpoints());
            victim.hitpoints(victim.hitpoints() - lost);
            boolean killed = !victim.alive();
            hits.add(new Hit(victim.id(), lost, killed));
            if (victim.playerId() != me) {
                points += (int) Math.floor(lost * rules.trooperDamageScoreFactor());
                if (killed) {
                    killsByPlayer.merge(victim.playerId(), 1, Integer::sum);
                }
            }
        }
        boolean iStand = battle.hasLiving(me);
        boolean enemiesLeft = battle.players().stream().anyMatch(p -> p.id() != me && battle.hasLiving(p.id()));
        boolean lastEnemyBonus = iStand && !enemiesLeft;
        for (Map.Entry<Long, Integer> kills : killsByPlayer.entrySet()) {
            int count = kills.getValue();
            if (!battle.hasLiving(kills.getKey())) {
                // one of the player's killed troopers was its last: 50, or 100 once if nobody else is left
                points += lastEnemyBonus ? rules.lastPlayerEliminationScore() : rules.playerEliminationScore();
                lastEnemyBonus = false;
                count--;
            }
            points += count * rules.trooperEliminationScore();
        }
        battle.player(me).addScore(points);
        // suicide (§5.9 rule 4): the acting player wiped itself out and exactly one player still stands
        if (hadLiving.get(me) && !iStand) {
            List<Player> standing = battle.players().stream().filter(p -> battle.hasLiving(p.id())).toList();
            if (standing.size() == 1) {
                standing.get(0).addScore(rules.lastPlayerEliminationScore());
            }
        }
        return ActionResult.applied(hits, points);
    }
}
