package arena.game.sharif.rules;

/** A card: one unit type of the map's {@code baseUnits} (spec §5.1). */
public record BaseUnit(int typeId, int maxHP, int baseAttack, int baseRange, Reach target, boolean isFlying,
        boolean isMultiple, int ap) {
}
