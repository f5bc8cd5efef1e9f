package arena.game.sharif.rules;

/** The points of one game (spec §10.1): 14 for the winning team, 6 for the other, 10 each on a draw. */
public final class Scores {

    /** The winning team's kings: the one with more HP, the other, each when equal. */
    public static final int WINNER_HIGHER = 8;
    public static final int WINNER_LOWER = 6;
    public static final int WINNER_EQUAL = 7;
    /** The losing team's kings, likewise. */
    public static final int LOSER_HIGHER = 4;
    public static final int LOSER_LOWER = 2;
    public static final int LOSER_EQUAL = 3;
    /** Either team's kings on a draw, likewise. */
    public static final int DRAW_HIGHER = 6;
    public static final int DRAW_LOWER = 4;
    public static final int DRAW_EQUAL = 5;

    private Scores() {
    }

    /** @param kingHp by player id, as kept internally (negative counts as 0) */
    public static int[] of(int[] kingHp) {
        int[] h = new int[SharifRules.PLAYERS];
        for (int p = 0; p < h.length; p++) {
            h[p] = Math.max(0, kingHp[p]);
        }
        int[] scores = new int[SharifRules.PLAYERS];
        int team0 = h[0] + h[2];
        int team1 = h[1] + h[3];
        if (team0 == team1) {
            share(h, scores, 0, DRAW_HIGHER, DRAW_LOWER, DRAW_EQUAL);
            share(h, scores, 1, DRAW_HIGHER, DRAW_LOWER, DRAW_EQUAL);
        } else {
            int winner = team0 > team1 ? 0 : 1;
            share(h, scores, winner, WINNER_HIGHER, WINNER_LOWER, WINNER_EQUAL);
            share(h, scores, 1 - winner, LOSER_HIGHER, LOSER_LOWER, LOSER_EQUAL);
        }
        return scores;
    }

    private static void share(int[] h, int[] scores, int team, int higher, int lower, int equal) {
        int a = team;
        int b = team + 2;
        if (h[a] == h[b]) {
            scores[a] = equal;
            scores[b] = equal;
        } else {
            scores[a] = h[a] > h[b] ? higher : lower;
            scores[b] = h[a] > h[b] ? lower : higher;
        }
    }
}
