import java.util.List;
import java.util.Map;

/** What the server said at the start: map size, your number and territory, the rules, the landscape. */
final class Game {

    final int you;
    final int players;
    final int rows;
    final int cols;
    final int x1;
    final int x2;
    final int y1;
    final int y2;
    final int dogVisibilityR;
    final int dogBarkingR;
    final int sheepStandBy;
    final int sheepScaryTurns;
    final int dogScaryTurns;
    final int turnsLimit;
    /** landscape.get(y).charAt(x): '.' grass, '#' fence, '^' tree, '1'..'4' a player's pen. */
    final List<String> landscape;

    Game(Map<String, Object> start, List<String> landscape) {
        you = number(start, "you");
        players = number(start, "players");
        rows = number(start, "rows");
        cols = number(start, "cols");
        x1 = number(start, "x1");
        x2 = number(start, "x2");
        y1 = number(start, "y1");
        y2 = number(start, "y2");
        dogVisibilityR = number(start, "dogVisibilityR");
        dogBarkingR = number(start, "dogBarkingR");
        sheepStandBy = number(start, "sheepStandBy");
        sheepScaryTurns = number(start, "sheepScaryTurns");
        dogScaryTurns = number(start, "dogScaryTurns");
        turnsLimit = number(start, "turnsLimit");
        this.landscape = List.copyOf(landscape);
    }

    char land(int x, int y) {
        return landscape.get(Math.floorMod(y, rows)).charAt(Math.floorMod(x, cols));
    }

    boolean traversable(int x, int y) {
        char c = land(x, y);
        return c != '#' && c != '^';
    }

    boolean ownPen(int x, int y) {
        return land(x, y) == (char) ('0' + you);
    }

    /** From a to b the short way round (the map is a torus); at exactly half, the wrapped way. */
    static int delta(int a, int b, int size) {
        int d1 = b - a;
        int d2 = b > a ? b - a - size : b - a + size;
        return Math.abs(d1) < Math.abs(d2) ? d1 : d2;
    }

    int dx(int fromX, int toX) {
        return delta(fromX, toX, cols);
    }

    int dy(int fromY, int toY) {
        return delta(fromY, toY, rows);
    }

    private static int number(Map<String, Object> values, String key) {
        return ((Number) values.get(key)).intValue();
    }
}
