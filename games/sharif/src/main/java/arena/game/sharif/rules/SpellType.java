package arena.game.sharif.rules;

/** The four spell mechanics (spec §6); only {@code TELE} is a unit spell, the rest act on an area. */
public enum SpellType {
    HP, HASTE, DUPLICATE, TELE
}
