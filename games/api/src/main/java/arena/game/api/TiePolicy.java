package arena.game.api;

/** How a game's results become points: by place through the table, with one of two ways to share ties, or as the game scores them. */
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
    DENSE,
    /**
     * The game's own points: the game scores every seat in contest points itself, ties included (Sharif AI
     * Challenge 2020: 8/6 and 4/2, 7/7 and 3/3, 6/4 or 5/5 on a draw), so a seat's points are its score, rounded
     * down to a whole number. The table only lists the most each place can get.
     */
    GAME
}
