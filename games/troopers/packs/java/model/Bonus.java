package model;

public class Bonus extends Unit {
    private final BonusType type;

    public Bonus(long id, int x, int y, BonusType type) {
        super(id, x, y);
        this.type = type;
    }

    public BonusType getType() {
        return type;
    }
}
