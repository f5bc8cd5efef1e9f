package arena.game.smartdog.rules;

import arena.game.api.Score;

/**
 * The score formula of §8.3 and the winner of §8.4. C = sheep on the player's pens, I = sheep initially on
 * one tile's pens, M = sheep initially in one tile.
 */
public final class Scoring {

    /** The platform shows scores with two decimals (§13). */
    public static final int DECIMALS = 2;
    /**
     * The score of pens holding as many sheep as a tile held (and, negated, of pens that lost every sheep they held
     * at the start): the formula's 10.
     */
    public static final int SCALE = 10;

    private Scoring() {
    }

    /** The original's double arithmetic, evaluated in its order: 10·1/3 is 3.3333333333333335. */
    public static double value(int c, int i, int m) {
        if (c == i) {
            return 0;
        }
        if (c < i) {
            return -SCALE * ((double) (i - c) / i);
        }
        return m == 0 ? (double) SCALE * c : ((double) SCALE * c) / m; // D18: no sheep in a tile, SCALE per sheep
    }

    /** The same score as an exact fraction, which ranks exactly as the double does. */
    public static Score exact(int c, int i, int m) {
        if (c == i) {
            return Score.fraction(0, 1, DECIMALS);
        }
        if (c < i) {
            return Score.fraction(-(long) SCALE * (i - c), i, DECIMALS);
        }
        return Score.fraction((long) SCALE * c, m == 0 ? 1 : m, DECIMALS);
    }

    /**
     * The best score's player, the lowest number on a tie; 0 (no winner) when nobody has more than -{@link #SCALE}.
     *
     * @param scores index 0 is player 1
     */
    public static int winner(double[] scores) {
        int winner = 0;
        for (int p = 1; p <= scores.length; p++) {
            if (scores[p - 1] > -SCALE && (winner == 0 || scores[p - 1] > scores[winner - 1])) {
                winner = p;
            }
        }
        return winner;
    }
}
