package arena.game.sharif.rules;

/** What a unit can hit, the {@code target} of a base unit (spec §5.4); king cells count as both kinds. */
public enum Reach {
    GROUND, AIR, BOTH;

    public boolean hitsUnit(boolean flying) {
        return this == BOTH || (this == AIR) == flying;
    }
}
