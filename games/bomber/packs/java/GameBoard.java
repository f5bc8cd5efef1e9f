import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The whole visible game: {@code cells[x][y]} and {@code xyInfo[x][y]}, x the column, y the row (0 = top). */
public final class GameBoard {

    public final int tick;
    public final int width;
    public final int height;
    public final int myId;
    public final Config config;
    public final CellType[][] cells;
    public final XYInfo[][] xyInfo;
    public final List<Player> players = new ArrayList<>();
    public final List<Bomb> bombs = new ArrayList<>();
    public final List<Bonus> bonuses = new ArrayList<>();
    public final List<Lava> lavas = new ArrayList<>();

    GameBoard(Map<String, Object> j, int myId, Config config) {
        this.tick = Json.integer(j, "tick", 0);
        this.width = Json.integer(j, "width", 0);
        this.height = Json.integer(j, "height", 0);
        this.myId = myId;
        this.config = config;
        cells = new CellType[width][height];
        xyInfo = new XYInfo[width][height];
        List<Object> rows = Json.list(j.get("cells"));
        for (int y = 0; y < height; y++) {
            String row = (String) rows.get(y);
            for (int x = 0; x < width; x++) {
                cells[x][y] = CellType.of(row.charAt(x));
                xyInfo[x][y] = new XYInfo(cells[x][y]);
            }
        }
        for (Object o : Json.list(j.get("players"))) {
            Player p = new Player(Json.map(o));
            players.add(p);
            if (p.alive()) {
                xyInfo[p.x][p.y].player = p;
            }
        }
        for (Object o : Json.list(j.get("bombs"))) {
            Bomb b = new Bomb(Json.map(o));
            bombs.add(b);
            xyInfo[b.x][b.y].bomb = b;
        }
        for (Object o : Json.list(j.get("bonuses"))) {
            Bonus b = new Bonus(Json.map(o));
            bonuses.add(b);
            xyInfo[b.x][b.y].bonus = b;
        }
        for (Object o : Json.list(j.get("lavas"))) {
            Lava l = new Lava(Json.map(o));
            lavas.add(l);
            xyInfo[l.x][l.y].lavas.add(l);
        }
    }

    public Player me() {
        for (Player p : players) {
            if (p.id == myId) {
                return p;
            }
        }
        throw new IllegalStateException("no player " + myId);
    }

    public boolean inside(int x, int y) {
        return x >= 0 && y >= 0 && x < width && y < height;
    }

    /** Outside the field counts as a stone wall. */
    public CellType cell(int x, int y) {
        return inside(x, y) ? cells[x][y] : CellType.INDESTRUCTIBLE;
    }

    /** Free, no bomb, no alive bomber: a bomber may step here. */
    public boolean walkable(int x, int y) {
        return cell(x, y) == CellType.FREE && xyInfo[x][y].bomb == null && xyInfo[x][y].player == null;
    }
}
