package arena.game.troopers.protocol;

import arena.game.troopers.rules.BonusType;

/** The wire fields of a bonus (spec §6.5). */
public record BonusRecord(long id, int x, int y, BonusType type) {
}
