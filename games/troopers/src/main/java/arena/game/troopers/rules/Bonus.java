package arena.game.troopers.rules;

/** A bonus lying on a cell (spec §1.3, §6.5). */
public record Bonus(long id, BonusType type, int x, int y) {

    public Cell cell() {
        return new Cell(x, y);
    }
}
