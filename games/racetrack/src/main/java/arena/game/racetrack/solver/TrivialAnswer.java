package arena.game.racetrack.solver;

import arena.game.racetrack.maps.Direction;
import arena.game.racetrack.maps.Track;

/**
 * The trivial answer of §13.4: {@code c₁ opp(c₁) … c_{N−1} opp(c_{N−1}) c_N}. Each pair steps one
 * point along the axis and stops; the last letter reaches the start. Time 2N − 1 on every valid track.
 */
public final class TrivialAnswer {

    private TrivialAnswer() {
    }

    public static String of(Track track) {
        return of(track.axis());
    }

    public static String of(String axis) {
        StringBuilder moves = new StringBuilder(2 * axis.length() - 1);
        for (int i = 0; i < axis.length() - 1; i++) {
            char letter = axis.charAt(i);
            moves.append(letter).append(Direction.ofLetter(letter).opposite().name());
        }
        return moves.append(axis.charAt(axis.length() - 1)).toString();
    }
}
