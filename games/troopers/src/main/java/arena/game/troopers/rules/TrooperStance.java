package arena.game.troopers.rules;

/** Spec §1.5: the ordinal is the stance index; a trooper's height is the index + 1. */
public enum TrooperStance {
    PRONE, KNEELING, STANDING;

    public TrooperStance raised() {
        return this == PRONE ? KNEELING : STANDING;
    }

    public TrooperStance lowered() {
        return this == STANDING ? KNEELING : PRONE;
    }

    /** The stance index of the lower of two units: what reachability between them is judged on (§4.1). */
    public static int lower(TrooperStance a, TrooperStance b) {
        return Math.min(a.ordinal(), b.ordinal());
    }
}
