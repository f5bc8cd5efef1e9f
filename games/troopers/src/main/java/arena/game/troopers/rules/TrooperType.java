package arena.game.troopers.rules;

import java.util.List;

/**
 * The five trooper types with the per-type table of spec §2.1. The ordinal is the wire value and also the
 * teammate index (D13), since a squad holds each type at most once, in this order.
 */
public enum TrooperType {
    //           hp   AP  vision range cost  standing kneeling prone  starts with
    COMMANDER(   100, 10, 8.0,   7.0,  3,    15,      20,      25,    null),
    FIELD_MEDIC( 100, 10, 7.0,   5.0,  2,    9,       12,      15,    BonusType.MEDIKIT),
    SOLDIER(     120, 10, 7.0,   8.0,  4,    25,      30,      35,    BonusType.GRENADE),
    SNIPER(      100, 10, 7.0,   10.0, 9,    65,      80,      95,    null),
    SCOUT(       100, 12, 9.0,   6.0,  4,    20,      25,      30,    BonusType.FIELD_RATION);

    private final int startHitpoints;
    private final int initialActionPoints;
    private final double visionRange;
    private final double shootingRange;
    private final int shootCost;
    private final int standingDamage;
    private final int kneelingDamage;
    private final int proneDamage;
    private final BonusType startBonus;

    TrooperType(int startHitpoints, int initialActionPoints, double visionRange, double shootingRange, int shootCost,
            int standingDamage, int kneelingDamage, int proneDamage, BonusType startBonus) {
        this.startHitpoints = startHitpoints;
        this.initialActionPoints = initialActionPoints;
        this.visionRange = visionRange;
        this.shootingRange = shootingRange;
        this.shootCost = shootCost;
        this.standingDamage = standingDamage;
        this.kneelingDamage = kneelingDamage;
        this.proneDamage = proneDamage;
        this.startBonus = startBonus;
    }

    /** The squad of a team size (spec §2.4): the first {@code size} types in ordinal order. */
    public static List<TrooperType> squad(int size) {
        if (size < 3 || size > 5) {
            throw new IllegalArgumentException("a squad has 3 to 5 troopers, not " + size);
        }
        return List.of(values()).subList(0, size);
    }

    public int startHitpoints() {
        return startHitpoints;
    }

    /** Base AP per turn without the aura (D8); also the field-ration cap. */
    public int initialActionPoints() {
        return initialActionPoints;
    }

    public double visionRange() {
        return visionRange;
    }

    /** The base shooting range; see {@link TroopersRules#shootingRange} for the sniper's stance bonus. */
    public double shootingRange() {
        return shootingRange;
    }

    public int shootCost() {
        return shootCost;
    }

    public int standingDamage() {
        return standingDamage;
    }

    public int kneelingDamage() {
        return kneelingDamage;
    }

    public int proneDamage() {
        return proneDamage;
    }

    public int damage(TrooperStance stance) {
        return switch (stance) {
            case STANDING -> standingDamage;
            case KNEELING -> kneelingDamage;
            case PRONE -> proneDamage;
        };
    }

    /** The bonus a trooper of this type holds when the game starts, or {@code null}. */
    public BonusType startBonus() {
        return startBonus;
    }

    /** Whether a trooper of this type gets the commander aura (not the commander, not the scout). */
    public boolean takesAura() {
        return this != COMMANDER && this != SCOUT;
    }
}
