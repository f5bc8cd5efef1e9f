package arena.game.sharif.rules;

import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.TreeSet;

/** A unit on the board (spec §5.3): it walks its lane one step a turn unless it has a target. */
public final class Unit implements Combatant {

    private final int id;
    private final BaseUnit base;
    private final int owner;
    private final SharifRules rules;
    private final boolean duplicate;
    private final int fixedAttack;
    int hp;
    int damageLevel;
    int rangeLevel;
    int speedBonus;
    Lane lane;
    int step;
    Combatant target;
    boolean played;
    boolean damageUpgraded;
    boolean rangeUpgraded;
    /** When it last entered its cell: the original keeps each cell's units in the order they came in. */
    private int entry;
    private final Set<Integer> affectedSpells = new TreeSet<>();
    /** The original keeps a unit's cast ids in a hash set, and sends them in that set's order (D-15). */
    private final HashOrder affectedSpellsOrder = new HashOrder();

    Unit(int id, BaseUnit base, int owner, SharifRules rules, Lane lane, int step, boolean duplicate, int hp,
            int fixedAttack) {
        this.id = id;
        this.base = base;
        this.owner = owner;
        this.rules = rules;
        this.lane = lane;
        this.step = step;
        this.duplicate = duplicate;
        this.hp = hp;
        this.fixedAttack = fixedAttack;
    }

    static Unit placed(int id, BaseUnit base, int owner, SharifRules rules, Lane lane) {
        return new Unit(id, base, owner, rules, lane, lane.spawnStep(owner), false, base.maxHP(), 0);
    }

    /** A duplicate's copy (spec §6.6): its own HP and fixed attack, no upgrades, same place on the lane. */
    Unit copy(int copyId, int divisor) {
        return new Unit(copyId, base, owner, rules, lane, step, true, Math.floorDiv(hp, divisor),
                Math.floorDiv(attack(), divisor));
    }

    @Override
    public int id() {
        return id;
    }

    @Override
    public int owner() {
        return owner;
    }

    public BaseUnit base() {
        return base;
    }

    public int team() {
        return SharifRules.team(owner);
    }

    @Override
    public Cell cell() {
        return lane.cell(team(), step);
    }

    /** Internal HP: spells may push it below 0; it is reported as {@code max(0, hp)}. */
    @Override
    public int hp() {
        return hp;
    }

    public int attack() {
        return duplicate ? fixedAttack : base.baseAttack() + damageLevel * rules.damageUpgradeAddition();
    }

    public int range() {
        return base.baseRange() + rangeLevel * rules.rangeUpgradeAddition();
    }

    @Override
    public int attackRank() {
        return attack();
    }

    @Override
    public boolean hitBy(Reach reach) {
        return reach.hitsUnit(base.isFlying());
    }

    @Override
    public void takeHit(int damage) {
        hp = Math.max(0, hp - damage);
    }

    /** A spell's HP change: no lower bound, capped at the type's maxHP. */
    void spellHp(int power) {
        hp = Math.min(hp + power, base.maxHP());
    }

    public int damageLevel() {
        return damageLevel;
    }

    public int rangeLevel() {
        return rangeLevel;
    }

    public boolean isDuplicate() {
        return duplicate;
    }

    public boolean isHasted() {
        return speedBonus > 0;
    }

    public Lane lane() {
        return lane;
    }

    /** The path id a unit reports: the chosen or teleport path, never a friend path. */
    public int pathId() {
        return lane.pathId();
    }

    public int step() {
        return step;
    }

    /** The unit or king cell it targets, or {@code null}. */
    public Combatant target() {
        return target;
    }

    public boolean wasPlayedThisTurn() {
        return played;
    }

    public boolean wasDamageUpgraded() {
        return damageUpgraded;
    }

    public boolean wasRangeUpgraded() {
        return rangeUpgraded;
    }

    /** Cast ids of the active spells holding it, in the original's order. */
    public Set<Integer> affectedSpells() {
        return Collections.unmodifiableSet(new LinkedHashSet<>(affectedSpellsOrder.sorted(affectedSpells, id -> id)));
    }

    void tag(int castId) {
        if (affectedSpells.add(castId)) {
            affectedSpellsOrder.grew(affectedSpells.size());
        }
    }

    void untag(int castId) {
        affectedSpells.remove(castId);
    }

    /**
     * Stamps its entry into its cell. The original appends a unit to its cell's list when it is put, copied,
     * teleported or moved (even a move that ends where it started), and lists a cell's units in that order.
     */
    void entered(int stamp) {
        entry = stamp;
    }

    int entry() {
        return entry;
    }

    @Override
    public String toString() {
        return "unit " + id + " (type " + base.typeId() + ", player " + owner + ") at " + cell() + " hp " + hp;
    }
}
