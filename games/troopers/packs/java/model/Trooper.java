package model;

/** A trooper as its player sees it, rebuilt for every move. */
public class Trooper extends Unit {
    private final long playerId;
    private final int teammateIndex;
    private final boolean teammate;
    private final TrooperType type;
    private final TrooperStance stance;
    private final int hitpoints;
    private final int maximalHitpoints;
    private final int actionPoints;
    private final int initialActionPoints;
    private final double visionRange;
    private final double shootingRange;
    private final int shootCost;
    private final int standingDamage;
    private final int kneelingDamage;
    private final int proneDamage;
    private final int damage;
    private final boolean holdingGrenade;
    private final boolean holdingMedikit;
    private final boolean holdingFieldRation;

    public Trooper(long id, int x, int y, long playerId, int teammateIndex, boolean teammate, TrooperType type, TrooperStance stance, int hitpoints, int maximalHitpoints, int actionPoints, int initialActionPoints, double visionRange, double shootingRange, int shootCost, int standingDamage, int kneelingDamage, int proneDamage, int damage, boolean holdingGrenade, boolean holdingMedikit, boolean holdingFieldRation) {
        super(id, x, y);
        this.playerId = playerId;
        this.teammateIndex = teammateIndex;
        this.teammate = teammate;
        this.type = type;
        this.stance = stance;
        this.hitpoints = hitpoints;
        this.maximalHitpoints = maximalHitpoints;
        this.actionPoints = actionPoints;
        this.initialActionPoints = initialActionPoints;
        this.visionRange = visionRange;
        this.shootingRange = shootingRange;
        this.shootCost = shootCost;
        this.standingDamage = standingDamage;
        this.kneelingDamage = kneelingDamage;
        this.proneDamage = proneDamage;
        this.damage = damage;
        this.holdingGrenade = holdingGrenade;
        this.holdingMedikit = holdingMedikit;
        this.holdingFieldRation = holdingFieldRation;
    }

    public long getPlayerId() {
        return playerId;
    }

    public int getTeammateIndex() {
        return teammateIndex;
    }

    public boolean isTeammate() {
        return teammate;
    }

    public TrooperType getType() {
        return type;
    }

    public TrooperStance getStance() {
        return stance;
    }

    public int getHitpoints() {
        return hitpoints;
    }

    public int getMaximalHitpoints() {
        return maximalHitpoints;
    }

    public int getActionPoints() {
        return actionPoints;
    }

    public int getInitialActionPoints() {
        return initialActionPoints;
    }

    public double getVisionRange() {
        return visionRange;
    }

    public double getShootingRange() {
        return shootingRange;
    }

    public int getShootCost() {
        return shootCost;
    }

    public int getStandingDamage() {
        return standingDamage;
    }

    public int getKneelingDamage() {
        return kneelingDamage;
    }

    public int getProneDamage() {
        return proneDamage;
    }

    public int getDamage() {
        return damage;
    }

    public boolean isHoldingGrenade() {
        return holdingGrenade;
    }

    public boolean isHoldingMedikit() {
        return holdingMedikit;
    }

    public boolean isHoldingFieldRation() {
        return holdingFieldRation;
    }

    /** The damage of a shot fired in the given stance. */
    public int getDamage(TrooperStance stance) {
        switch (stance) {
            case PRONE:
                return proneDamage;
            case KNEELING:
                return kneelingDamage;
            case STANDING:
                return standingDamage;
            default:
                throw new IllegalArgumentException("Unsupported stance: " + stance + '.');
        }
    }
}
