package arena.game.bomber.rules;

/** Why a game ended (spec §7.6). */
public enum EndReason {
    /** {@code gameTicksMax} ticks were played and at least two bombers are alive. */
    TICK_LIMIT,
    /** Exactly one bomber is alive. */
    LAST_SURVIVOR,
    /** The last bombers died in the same tick. */
    NO_SURVIVORS
}
