package arena.game.bomber.rules;

/** A visible bonus lying on a free cell. Hidden ones never leave the {@link Board}. */
public record Bonus(int x, int y, BonusType type) {
}
