package arena.platform.match;

/** Why a match was played. */
public enum MatchKind {
    /** A new submission against itself, before acceptance. */
    ACCEPTANCE,
    /** A contestant's run of a solo format on one map (racetrack's Solve button). */
    SOLVE,
    /** A contestant's unrated game against chosen opponents. */
    CUSTOM,
    /** A ladder rating game. */
    RATED,
    /** A test submission's private game, seen only by its author (and admins). */
    TEST,
    /** A game of a tournament stage; stored as ROUND (matches.kind holds the name), so the name stays. */
    ROUND,
    /** A game of an A/B comparison of two of a contestant's strategies, seen only by its owner (and admins). */
    COMPARISON
}
