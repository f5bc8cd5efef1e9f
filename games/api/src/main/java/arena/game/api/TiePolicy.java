package arena.game.api;

/** How tied entrants share the points of a points table. */
public enum TiePolicy {
    /**
     * Formula-1 style (Russian AI Cup): tied entrants share the sum of the points of the places they
     * occupy, split equally and rounded down; the next entrant gets the points of the place after them.
     */
    SPLIT,
    /**
     * Racetrack (AI Cup 2015): tied entrants all get the points of their place, and the next entrant
     * gets the points of the very next place (dense ranking: 10, 10, 8).
     */
    DENSE
}
