package arena.game.smartdog.bots;

import arena.game.smartdog.rules.Direction;
import arena.game.smartdog.rules.Sighting;
import arena.game.smartdog.rules.Territory;
import arena.game.smartdog.rules.Torus;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * What a client knows, read from the server's lines exactly as an external client reads them: the
 * {@code start} values, the landscape, and the current turn's objects.
 */
public final class BotView {

    final int you;
    final int players;
    final Torus torus;
    final Territory territory;
    final int dogBarkingR;
    final int dogVisibilityR;
    final int sheepScaryTurns;
    final int sheepStandBy;
    final int turnsLimit;
    private List<String> landscape = List.of();
    int turn;
    final List<Sighting> objects = new ArrayList<>();

    BotView(JsonNode start) {
        you = start.path("you").intValue();
        players = start.path("players").intValue();
        torus = new Torus(start.path("cols").intValue(), start.path("rows").intValue());
        territory = new Territory(start.path("x1").intValue(), start.path("x2").intValue(), start.path("y1").intValue(),
                start.path("y2").intValue());
        dogBarkingR = start.path("dogBarkingR").intValue();
        dogVisibilityR = start.path("dogVisibilityR").intValue();
        sheepScaryTurns = start.path("sheepScaryTurns").intValue();
        sheepStandBy = start.path("sheepStandBy").intValue();
        turnsLimit = start.path("turnsLimit").intValue();
    }

    void landscape(JsonNode rows) {
        List<String> read = new ArrayList<>();
        rows.forEach(row -> read.add(row.asString()));
        landscape = List.copyOf(read);
    }

    /** One {@code obj} line's payload. */
    void add(JsonNode obj) {
        int x = obj.path("x").intValue();
        int y = obj.path("y").intValue();
        String type = obj.path("type").asString("");
        if (type.equals("Dog")) {
            objects.add(new Sighting.SeenDog(obj.path("id").intValue(), x, y, obj.path("owner").intValue(),
                    obj.path("action").asString(""), obj.has("voice")));
        } else if (type.equals("Sheep")) {
            objects.add(new Sighting.SeenSheep(x, y, obj.path("action").asString(""),
                    Direction.ofWord(obj.path("direction").asString("")).orElse(Direction.DOWN)));
        } else {
            objects.add(new Sighting.HeardBark(x, y));
        }
    }

    public int you() {
        return you;
    }

    public int turn() {
        return turn;
    }

    public char land(int x, int y) {
        return landscape.get(y).charAt(x);
    }

    public boolean traversable(int x, int y) {
        char c = land(x, y);
        return c != '#' && c != '^';
    }

    public boolean ownPen(int x, int y) {
        return land(x, y) == (char) ('0' + you);
    }

    public boolean pen(int x, int y) {
        char c = land(x, y);
        return c >= '1' && c <= '4';
    }

    public List<Sighting.SeenDog> ownDogs() {
        return objects.stream().filter(o -> o instanceof Sighting.SeenDog d && d.owner() == you)
                .map(Sighting.SeenDog.class::cast).toList();
    }

    public List<Sighting.SeenSheep> sheep() {
        return objects.stream().filter(Sighting.SeenSheep.class::isInstance).map(Sighting.SeenSheep.class::cast).toList();
    }

    /** Whether any object stands on a cell this turn, as far as this player sees. */
    public boolean occupied(int x, int y) {
        return objects.stream().anyMatch(o -> !(o instanceof Sighting.HeardBark) && o.x() == x && o.y() == y);
    }
}
