package arena.game.troopers.rules;

/** Spec §6.2; the ordinal is the wire value. */
public enum BonusType {
    GRENADE, MEDIKIT, FIELD_RATION
}
