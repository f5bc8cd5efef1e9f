package arena.game.troopers.protocol;

import arena.game.troopers.rules.Battle;
import arena.game.troopers.rules.Bonus;
import arena.game.troopers.rules.BonusType;
import arena.game.troopers.rules.Player;
import arena.game.troopers.rules.Trooper;
import arena.game.troopers.rules.TroopersRules;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * The PLAYER_CONTEXT of the acting trooper's player (spec §7.5.5-§7.5.6): all players, the troopers and
 * bonuses that player sees, each list shuffled with the presentation stream (D15), enemies' fields sent as
 * they are.
 */
public final class Snapshots {

    private Snapshots() {
    }

    /** @param withMap whether this is the connection's first context, which carries cells and matrix */
    public static PlayerContext of(Battle battle, Trooper actor, Random shuffle, boolean withMap) {
        long me = actor.playerId();
        List<PlayerRecord> players = new ArrayList<>();
        for (Player p : battle.players()) {
            players.add(new PlayerRecord(p.id(), p.name(), p.score(), p.crashed(), p.approximateX(), p.approximateY()));
        }
        List<TrooperRecord> troopers = new ArrayList<>();
        for (Trooper t : battle.sight().troopers(me)) {
            troopers.add(record(battle.rules(), t, me));
        }
        List<BonusRecord> bonuses = new ArrayList<>();
        for (Bonus b : battle.sight().bonuses(me)) {
            bonuses.add(new BonusRecord(b.id(), b.x(), b.y(), b.type()));
        }
        Collections.shuffle(players, shuffle);
        Collections.shuffle(troopers, shuffle);
        Collections.shuffle(bonuses, shuffle);
        WorldRecord world = new WorldRecord(battle.moveIndex(), battle.terrain().width(), battle.terrain().height(),
                players, troopers, bonuses, withMap ? battle.terrain().cells() : null,
                withMap ? battle.reachability().bytes() : null);
        return new PlayerContext(record(battle.rules(), actor, me), world);
    }

    /** A trooper as player {@code viewer} receives it. */
    public static TrooperRecord record(TroopersRules rules, Trooper t, long viewer) {
        return new TrooperRecord(t.id(), t.x(), t.y(), t.playerId(), t.teammateIndex(), t.playerId() == viewer,
                t.type(), t.stance(), t.hitpoints(), TroopersRules.MAX_HITPOINTS, t.actionPoints(),
                t.type().initialActionPoints(), t.type().visionRange(), rules.shootingRange(t.type(), t.stance()),
                t.type().shootCost(), t.type().standingDamage(), t.type().kneelingDamage(), t.type().proneDamage(),
                t.damage(), t.holding(BonusType.GRENADE), t.holding(BonusType.MEDIKIT),
                t.holding(BonusType.FIELD_RATION));
    }
}
