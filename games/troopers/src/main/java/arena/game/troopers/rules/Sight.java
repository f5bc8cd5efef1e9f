package arena.game.troopers.rules;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/** What a player sees (spec §4.5, §4.6): its own troopers, enemies some trooper of it sees, visible bonuses. */
public final class Sight {

    private final Battle battle;

    Sight(Battle battle) {
        this.battle = battle;
    }

    /** Whether viewer A sees trooper E: range minus sniper stealth (a scout ignores it), and reachability. */
    public boolean sees(Trooper viewer, Trooper target) {
        TroopersRules rules = battle.rules();
        double stealth = 0.0;
        if (target.type() == TrooperType.SNIPER) {
            stealth = rules.sniperStealth(target.stance());
            if (viewer.type() == TrooperType.SCOUT) {
                stealth = Math.max(0.0, stealth - rules.scoutStealthBonusNegation());
            }
        }
        return battle.reachability().isVisible(viewer.type().visionRange() - stealth, viewer.x(), viewer.y(),
                viewer.stance(), target.x(), target.y(), target.stance());
    }

    /** Bonuses count as prone units. */
    public boolean sees(Trooper viewer, Bonus bonus) {
        return battle.reachability().isVisible(viewer.type().visionRange(), viewer.x(), viewer.y(), viewer.stance(),
                bonus.x(), bonus.y(), TrooperStance.PRONE);
    }

    /** The living troopers the player sees, its own included, in the battle's order. */
    public List<Trooper> troopers(long playerId) {
        List<Trooper> own = battle.living().stream().filter(t -> t.playerId() == playerId).toList();
        List<Trooper> seen = new ArrayList<>();
        for (Trooper trooper : battle.living()) {
            if (trooper.playerId() == playerId || own.stream().anyMatch(viewer -> sees(viewer, trooper))) {
                seen.add(trooper);
            }
        }
        return seen;
    }

    /**
     * The cells the player's living troopers see, index {@code x * height + y}: a cell is seen when a standing
     * trooper on it would be, stealth aside (the fog of war the viewer draws).
     */
    public BitSet cells(long playerId) {
        Reachability reachability = battle.reachability();
        int width = reachability.width();
        int height = reachability.height();
        BitSet seen = new BitSet(width * height);
        for (Trooper viewer : battle.living()) {
            if (viewer.playerId() != playerId) {
                continue;
            }
            for (int x = 0; x < width; x++) {
                for (int y = 0; y < height; y++) {
                    if (reachability.isVisible(viewer.type().visionRange(), viewer.x(), viewer.y(), viewer.stance(),
                            x, y, TrooperStance.STANDING)) {
                        seen.set(x * height + y);
                    }
                }
            }
        }
        return seen;
    }

    public List<Bonus> bonuses(long playerId) {
        List<Trooper> own = battle.living().stream().filter(t -> t.playerId() == playerId).toList();
        return battle.bonuses().stream().filter(b -> own.stream().anyMatch(viewer -> sees(viewer, b))).toList();
    }
}
