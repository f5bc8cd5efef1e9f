package arena.game.bomber.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The complete state S(t) of a game (spec §4.2), including what strategies never see: the bonuses
 * hidden in destructible cells and the end of the game. Changed only by {@link Tick}. Per-cell arrays
 * are indexed {@code y * width + x}, so iterating them visits cells in (y, x) order.
 */
public final class Board {

    private final int width;
    private final int height;
    final CellType[] cells;
    final BonusType[] hidden;
    final BonusType[] visible;
    final List<Player> players;
    final List<Bomb> bombs;
    final List<Lava> lavas;
    int tick;
    EndReason endReason;

    /**
     * A board as given; hidden bonuses only come from a map ({@link #start}).
     *
     * @param players sorted by id
     * @param bombs   in placement order
     * @param lavas   in creation order
     */
    public Board(int width, int height, CellType[] cells, BonusType[] visible, List<Player> players,
            List<Bomb> bombs, List<Lava> lavas, int tick) {
        this(width, height, cells.clone(), new BonusType[width * height], visible.clone(), new ArrayList<>(players),
                new ArrayList<>(bombs), new ArrayList<>(lavas), tick, null);
    }

    private Board(int width, int height, CellType[] cells, BonusType[] hidden, BonusType[] visible,
            List<Player> players, List<Bomb> bombs, List<Lava> lavas, int tick, EndReason endReason) {
        this.width = width;
        this.height = height;
        this.cells = cells;
        this.hidden = hidden;
        this.visible = visible;
        this.players = players;
        this.bombs = bombs;
        this.lavas = lavas;
        this.tick = tick;
        this.endReason = endReason;
    }

    /**
     * S0 (spec §6): participant i of {@code namesBySlot} stands on start slot i + 1 and has id i + 1.
     *
     * @throws IllegalArgumentException for fewer than two players or more than the map's slots
     */
    public static Board start(BomberMap map, BomberRules rules, List<String> namesBySlot) {
        int count = namesBySlot.size();
        if (count < BomberRules.MIN_PLAYERS || count > map.slots().size()) {
            throw new IllegalArgumentException("map " + map.name() + " takes 2 to " + map.slots().size()
                    + " players, not " + count);
        }
        List<Player> players = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            players.add(Player.atStart(i + 1, namesBySlot.get(i), map.slots().get(i), rules));
        }
        return new Board(map.width(), map.height(), map.cells(), map.hidden(), map.visible(), players,
                new ArrayList<>(), new ArrayList<>(), 0, null);
    }

    /** A deep copy, hidden bonuses included. */
    public Board copy() {
        List<Player> playersCopy = new ArrayList<>(players.size());
        players.forEach(p -> playersCopy.add(p.copy()));
        List<Bomb> bombsCopy = new ArrayList<>(bombs.size());
        bombs.forEach(b -> bombsCopy.add(b.copy()));
        List<Lava> lavasCopy = new ArrayList<>(lavas.size());
        lavas.forEach(l -> lavasCopy.add(l.copy()));
        return new Board(width, height, cells.clone(), hidden.clone(), visible.clone(), playersCopy, bombsCopy,
                lavasCopy, tick, endReason);
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    /** Ticks elapsed since the start: 0 in S0. */
    public int tick() {
        return tick;
    }

    public boolean over() {
        return endReason != null;
    }

    /** Why the game ended, or {@code null} while it goes on. */
    public EndReason endReason() {
        return endReason;
    }

    public boolean inside(int x, int y) {
        return x >= 0 && y >= 0 && x < width && y < height;
    }

    int index(int x, int y) {
        return y * width + x;
    }

    /** The cell type; outside the field counts as {@link CellType#INDESTRUCTIBLE}. */
    public CellType cell(int x, int y) {
        return inside(x, y) ? cells[index(x, y)] : CellType.INDESTRUCTIBLE;
    }

    /** All players sorted by id, dead ones included. */
    public List<Player> players() {
        return List.copyOf(players);
    }

    public Player player(int id) {
        for (Player player : players) {
            if (player.id() == id) {
                return player;
            }
        }
        throw new IllegalArgumentException("no player " + id);
    }

    public List<Player> alivePlayers() {
        return players.stream().filter(Player::alive).toList();
    }

    public Player alivePlayerAt(int x, int y) {
        for (Player player : players) {
            if (player.alive() && player.x() == x && player.y() == y) {
                return player;
            }
        }
        return null;
    }

    /** Bombs not yet exploded, in placement order. */
    public List<Bomb> bombs() {
        return List.copyOf(bombs);
    }

    public Bomb bombAt(int x, int y) {
        for (Bomb bomb : bombs) {
            if (bomb.x() == x && bomb.y() == y) {
                return bomb;
            }
        }
        return null;
    }

    /** Lava still burning, in creation order. */
    public List<Lava> lavas() {
        return List.copyOf(lavas);
    }

    public List<Lava> lavasAt(int x, int y) {
        return lavas.stream().filter(l -> l.x() == x && l.y() == y).toList();
    }

    /** Visible bonuses sorted by (y, x). */
    public List<Bonus> bonuses() {
        List<Bonus> list = new ArrayList<>();
        for (int i = 0; i < visible.length; i++) {
            if (visible[i] != null) {
                list.add(new Bonus(i % width, i / width, visible[i]));
            }
        }
        return list;
    }

    public BonusType visibleBonusAt(int x, int y) {
        return inside(x, y) ? visible[index(x, y)] : null;
    }

    /** The bonus hidden in a destructible cell (engine only). */
    public BonusType hiddenBonusAt(int x, int y) {
        return inside(x, y) ? hidden[index(x, y)] : null;
    }

    /** Everything on one cell (spec §4.7). */
    public XYInfo info(int x, int y) {
        BonusType bonus = visibleBonusAt(x, y);
        return new XYInfo(cell(x, y), alivePlayerAt(x, y), bombAt(x, y),
                bonus == null ? null : new Bonus(x, y, bonus), lavasAt(x, y));
    }

    /**
     * The engine's view of row y in the map legend: hidden bonuses as {@code a}/{@code r}, visible ones as
     * {@code A}/{@code R}; bombers and start slots are not drawn (the {@code cells:} lines of spec §15).
     */
    public String legendRow(int y) {
        char[] row = new char[width];
        for (int x = 0; x < width; x++) {
            int i = index(x, y);
            row[x] = hidden[i] != null ? hidden[i].hiddenSymbol()
                    : visible[i] != null ? visible[i].visibleSymbol() : cells[i].symbol();
        }
        return new String(row);
    }

    /** Row y of the wire format: only cell types, hidden bonuses not revealed. */
    public String cellsRow(int y) {
        char[] row = new char[width];
        for (int x = 0; x < width; x++) {
            row[x] = cells[index(x, y)].symbol();
        }
        return new String(row);
    }

    @Override
    public String toString() {
        return "tick " + tick + " " + players + " bombs=" + bombs + " lavas=" + lavas + " cells="
                + Arrays.toString(cells);
    }
}
