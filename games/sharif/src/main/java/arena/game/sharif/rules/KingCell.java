package arena.game.sharif.rules;

/** One of the nine cells of a king: a target of its own, sharing the king's HP (spec §3.2, §4). */
public record KingCell(King king, Cell cell, int id) implements Combatant {

    @Override
    public int owner() {
        return king.playerId();
    }

    @Override
    public int hp() {
        return king.hp;
    }

    @Override
    public int attackRank() {
        return isCenter() ? king.spec().attack() : 0;
    }

    @Override
    public boolean hitBy(Reach reach) {
        return true;
    }

    @Override
    public void takeHit(int damage) {
        king.hp -= damage;
    }

    public boolean isCenter() {
        return cell.equals(king.spec().center());
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof KingCell k && k.id == id;
    }

    @Override
    public int hashCode() {
        return id;
    }

    @Override
    public String toString() {
        return "king " + king.playerId() + " cell " + cell;
    }
}
