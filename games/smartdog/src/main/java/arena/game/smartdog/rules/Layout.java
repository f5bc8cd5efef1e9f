package arena.game.smartdog.rules;

import java.util.List;

/**
 * A game map ready to play (§4.3, §4.4): the landscape in the characters sent to clients (§4.2: {@code #}
 * fence, {@code ^} tree, {@code .} grass, {@code 1}..{@code 4} a player's pen), each player's territory, the
 * movable objects in creation order, and the two sheep counts of the score formula.
 *
 * @param landscape  one string of {@code cols} characters per row, top row first
 * @param maxSheep   M: the sheep initially inside one player's tile
 * @param iniSheep   I: those of them initially standing on a pen
 */
public record Layout(int cols, int rows, List<String> landscape, List<Territory> territories,
        List<Placement> placements, int maxSheep, int iniSheep) {

    public Layout {
        landscape = List.copyOf(landscape);
        territories = List.copyOf(territories);
        placements = List.copyOf(placements);
        if (landscape.size() != rows || landscape.stream().anyMatch(row -> row.length() != cols)) {
            throw new IllegalArgumentException("the landscape must be " + rows + " rows of " + cols + " characters");
        }
        if (territories.isEmpty() || territories.size() > 4) {
            throw new IllegalArgumentException("a game has 1 to 4 players, not " + territories.size());
        }
    }

    public int players() {
        return territories.size();
    }

    public char land(int x, int y) {
        return landscape.get(y).charAt(x);
    }
}
