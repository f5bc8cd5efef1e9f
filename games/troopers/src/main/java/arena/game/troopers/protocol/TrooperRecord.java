package arena.game.troopers.protocol;

import arena.game.troopers.rules.TrooperStance;
import arena.game.troopers.rules.TrooperType;

/** The 22 wire fields of a trooper, in wire order (spec §6.4, §7.5.5). */
public record TrooperRecord(long id, int x, int y, long playerId, int teammateIndex, boolean teammate,
        TrooperType type, TrooperStance stance, int hitpoints, int maximalHitpoints, int actionPoints,
        int initialActionPoints, double visionRange, double shootingRange, int shootCost, int standingDamage,
        int kneelingDamage, int proneDamage, int damage, boolean holdingGrenade, boolean holdingMedikit,
        boolean holdingFieldRation) {
}
