package arena.game.smartdog.rules;

import arena.game.api.Score;

/**
 * The score formula of §8.3 and the winner of §8.4. C = sheep on the player's pens, I = sheep initially on
 * one tile's pens, M = sheep initially in one tile.
 */
public final class Scoring {

    /** The platform shows scores with two decimals (§13). */
    public static final int DECIMALS = 2;

    private Scoring() {
    }

    /** The original's double arithmetic, evaluated in its order: 10·1/3 is 3.3333333333333335. */
    public static double value(int c, int i, int m) {
        if (c == i) {
            return 0;
        }
        if (c < i) {
            return -10 * ((double) (i - c) / i);
        }
        return m == 0 ? 10.0 * c : (10.0 * c) / m; // D18: no sheep in a tile, 10 per sheep
    }

    /** The same score as an exact fraction, which ranks exactly as the double does. */
    public static Score exact(int c, int i, int m) {
        if (c == i) {
            return Score.fraction(0, 1, DECIMALS);
        }
        if (c < i) {
            return Score.fraction(-10L * (i - c), i, DECIMALS);
        }
        return Score.fraction(10L * c, m == 0 ? 1 : m, DECIMALS);
    }

    /**
     * The best score's player, the lowest number on a tie; 0 (no winner) when nobody has more than -10.
     *
     * @param scores index 0 is player 1
     */
    public static int winner(double[] scores) {
        int winner = 0;
        for (int p = 1; p <= scores.length; p++) {
            if (scores[p - 1] > -10 && (winner == 0 || scores[p - 1] > scores[winner - 1])) {
                winner = p;
            }
        }
        return winner;
    }
}
