package arena.game.smartdog.replay;

import arena.game.smartdog.rules.Animal;
import arena.game.smartdog.rules.Dog;
import arena.game.smartdog.rules.Game;
import arena.game.smartdog.rules.Sheep;
import java.util.ArrayList;
import java.util.List;

/**
 * The state after a turn, as the viewer draws it: one entry per animal in creation order (ids 1..n), and
 * each player's score.
 *
 * @param turn    0 for the initial state
 * @param animals a sheep is {@code [x, y, direction, panicCounter]} (direction 0 up, 1 left, 2 down, 3
 *                right); a dog is {@code [x, y, scareCounter, indignant, barked]} (0 or 1 flags)
 * @param scores  index 0 is player 1
 */
public record Frame(int turn, List<int[]> animals, List<Double> scores) {

    public Frame {
        animals = List.copyOf(animals);
        scores = List.copyOf(scores);
    }

    public static Frame of(Game game) {
        List<int[]> animals = new ArrayList<>();
        for (Animal a : game.pasture().animals()) {
            if (a instanceof Sheep s) {
                animals.add(new int[] {s.x(), s.y(), s.direction().ordinal(), s.panicCounter()});
            } else {
                Dog d = (Dog) a;
                animals.add(new int[] {d.x(), d.y(), d.scareCounter(), d.indignant() ? 1 : 0, d.barkingVisible() ? 1 : 0});
            }
        }
        List<Double> scores = new ArrayList<>();
        for (int p = 1; p <= game.players(); p++) {
            scores.add(game.score(p));
        }
        return new Frame(game.turn(), animals, scores);
    }

    /** Whether two frames show the same state (arrays compared by content). */
    public boolean sameAs(Frame other) {
        if (turn != other.turn || !scores.equals(other.scores) || animals.size() != other.animals.size()) {
            return false;
        }
        for (int i = 0; i < animals.size(); i++) {
            if (!java.util.Arrays.equals(animals.get(i), other.animals.get(i))) {
                return false;
            }
        }
        return true;
    }
}
