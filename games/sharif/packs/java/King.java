/** A player's king: its center, HP, attack, range, and what it targets this turn. */
public final class King {
    public final int playerId;
    public final Cell center;
    public final int attack, range;
    public int hp;
    public boolean isAlive = true;
    public Unit target;
    public Cell targetCell;
    int targetId = -1;

    King(int playerId, Cell center, int hp, int attack, int range) {
        this.playerId = playerId;
        this.center = center;
        this.hp = hp;
        this.attack = attack;
        this.range = range;
    }
}
