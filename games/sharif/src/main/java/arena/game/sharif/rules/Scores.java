package arena.game.sharif.rules;

/** The points of one game (spec §10.1): 14 for the winning team, 6 for the other, 10 each on a draw. */
public final class Scores {

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
            share(h, scores, 0, 6, 4, 5);
            share(h, scores, 1, 6, 4, 5);
        } else {
            int winner = team0 > team1 ? 0 : 1;
            share(h, scores, winner, 8, 6, 7);
            share(h, scores, 1 - winner, 4, 2, 3);
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
