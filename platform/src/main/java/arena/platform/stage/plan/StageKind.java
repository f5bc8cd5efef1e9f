package arena.platform.stage.plan;

/** How a stage part's games are planned. */
public enum StageKind {
    /** Every entrant plays exactly one game per wave (Russian AI Cup Rounds 1 and 2). */
    WAVES,
    /** Every pair of entrants meets in a duel, the whole round robin repeated k times (the 2x5 Final). */
    ALL_PAIRS,
    /** Every entrant plays one solo game on every map, ranked per map (racetrack's contest tracks). */
    ONE_GAME_PER_MAP
}
