package arena.game.sharif.rules;

/**
 * A spell type of the map's {@code spells} (spec §6.1). A teleport's {@code range} and {@code power} are
 * {@code null} in the original maps and read as 0.
 *
 * @param priority lower applies first in a turn's spell phase
 * @param duration turns it acts, counting the turn it is cast
 * @param range    half the side of its square area (Chebyshev radius)
 */
public record Spell(int typeId, SpellType type, int priority, int duration, int range, int power,
        SpellTarget target) {

    public boolean isArea() {
        return type != SpellType.TELE;
    }
}
