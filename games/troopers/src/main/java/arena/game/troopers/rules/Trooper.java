package arena.game.troopers.rules;

/** A trooper and its state (spec §2.3); changed only by the rules of this package. */
public final class Trooper {

    private final long id;
    private final long playerId;
    private final TrooperType type;
    private int x;
    private int y;
    private TrooperStance stance = TrooperStance.STANDING;
    private int hitpoints;
    private int actionPoints;
    private boolean holdingGrenade;
    private boolean holdingMedikit;
    private boolean holdingFieldRation;
    private boolean reconnaissancePending;

    /** A fresh trooper of spec §5.1 step 3: standing, full hit points, base AP and its type's bonus. */
    public Trooper(long id, long playerId, TrooperType type, Cell cell) {
        this.id = id;
        this.playerId = playerId;
        this.type = type;
        this.x = cell.x();
        this.y = cell.y();
        this.hitpoints = type.startHitpoints();
        this.actionPoints = type.initialActionPoints();
        if (type.startBonus() != null) {
            hold(type.startBonus(), true);
        }
    }

    public long id() {
        return id;
    }

    public long playerId() {
        return playerId;
    }

    public TrooperType type() {
        return type;
    }

    /** D13: the teammate index is the type's ordinal. */
    public int teammateIndex() {
        return type.ordinal();
    }

    public int x() {
        return x;
    }

    public int y() {
        return y;
    }

    public Cell cell() {
        return new Cell(x, y);
    }

    public TrooperStance stance() {
        return stance;
    }

    public int hitpoints() {
        return hitpoints;
    }

    public boolean alive() {
        return hitpoints > 0;
    }

    public int actionPoints() {
        return actionPoints;
    }

    public boolean holding(BonusType bonus) {
        return switch (bonus) {
            case GRENADE -> holdingGrenade;
            case MEDIKIT -> holdingMedikit;
            case FIELD_RATION -> holdingFieldRation;
        };
    }

    public boolean reconnaissancePending() {
        return reconnaissancePending;
    }

    /** The damage of a shot in the current stance. */
    public int damage() {
        return type.damage(stance);
    }

    // ---- set-up, for games built from a position (tests, fixtures) ----

    public Trooper stance(TrooperStance value) {
        this.stance = value;
        return this;
    }

    public Trooper hitpoints(int value) {
        this.hitpoints = value;
        return this;
    }

    public Trooper actionPoints(int value) {
        this.actionPoints = value;
        return this;
    }

    public Trooper hold(BonusType bonus, boolean held) {
        switch (bonus) {
            case GRENADE -> holdingGrenade = held;
            case MEDIKIT -> holdingMedikit = held;
            case FIELD_RATION -> holdingFieldRation = held;
        }
        return this;
    }

    public Trooper moveTo(Cell cell) {
        this.x = cell.x();
        this.y = cell.y();
        return this;
    }

    void reconnaissancePending(boolean pending) {
        this.reconnaissancePending = pending;
    }

    @Override
    public String toString() {
        return type + "#" + id + "(p" + playerId + ")@(" + x + "," + y + ") " + stance + " " + hitpoints + "hp/"
                + actionPoints + "ap";
    }
}
