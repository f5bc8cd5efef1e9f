import java.util.ArrayList;
import java.util.List;

/** One of the four players. deck, hand and ap are known for you only; spells for you and your friend. */
public final class Player {
    public final int playerId;
    public final King king;
    public List<BaseUnit> deck = new ArrayList<>();
    public List<BaseUnit> hand = new ArrayList<>();
    public int ap;
    public List<Unit> units = new ArrayList<>();
    public final List<Path> pathsFromPlayer = new ArrayList<>();
    public Path pathToFriend;
    public List<Spell> spells = new ArrayList<>();
    public CastSpell castAreaSpell;
    public CastSpell castUnitSpell;
    public List<Unit> duplicateUnits = new ArrayList<>();
    public List<Unit> hastedUnits = new ArrayList<>();
    public List<Unit> playedUnits = new ArrayList<>();
    public List<Unit> diedUnits = new ArrayList<>();
    public Unit rangeUpgradedUnit;
    public Unit damageUpgradedUnit;

    Player(int playerId, King king) {
        this.playerId = playerId;
        this.king = king;
    }

    public boolean isAlive() {
        return king.isAlive;
    }

    public int getHp() {
        return king.hp;
    }
}
