package arena.game.troopers.maps;

import arena.game.troopers.rules.BattleMap;
import arena.game.troopers.rules.Cell;
import arena.game.troopers.rules.CellType;
import arena.game.troopers.rules.Quarter;
import arena.game.troopers.rules.Terrain;
import arena.game.troopers.rules.TrooperType;
import arena.game.troopers.rules.TroopersRules;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads the map format of D12 and enforces its checks: both mirror symmetries, start cells FREE, distinct and
 * inside the top-left quarter, and every start cell of every quarter reachable from every other on foot.
 *
 * <pre>
 * # comment lines and blank lines before the rows are ignored
 * name Crossroads
 * bonusesPerQuarter 3
 * C 1 1      start cells in the top-left quarter: C commander, F medic, S soldier, R sniper, T scout
 * F 2 1
 * S 1 2
 * R 0 1
 * T 1 0
 * ..............................   then 20 rows of 30 cells: . free, 1 low, 2 medium, 3 high cover
 * </pre>
 */
public final class MapParser {

    private static final Map<Character, TrooperType> TYPE_LETTERS = Map.of('C', TrooperType.COMMANDER,
            'F', TrooperType.FIELD_MEDIC, 'S', TrooperType.SOLDIER, 'R', TrooperType.SNIPER, 'T', TrooperType.SCOUT);
    /** Bonuses per quarter at most: a quarter has 150 cells, five of them start cells. */
    private static final int MAX_BONUSES = 20;

    private MapParser() {
    }

    public static BattleMap parse(String id, String text) {
        String name = id;
        Integer bonuses = null;
        Map<TrooperType, Cell> starts = new EnumMap<>(TrooperType.class);
        List<String> rows = new ArrayList<>();
        String[] lines = text.replace("\r", "").split("\n");
        for (int n = 0; n < lines.length; n++) {
            String line = lines[n];
            String where = "map " + id + " line " + (n + 1);
            if (!rows.isEmpty() || !isHeader(line)) {
                if (!line.isBlank() || rows.size() < TroopersRules.HEIGHT) {
                    rows.add(line);
                }
                continue;
            }
            String trimmed = line.strip();
            if (trimmed.isEmpty() || trimmed.startsWith("#")) {
                continue;
            }
            String[] words = trimmed.split("\\s+", 2);
            if (words[0].equals("name") && words.length == 2) {
                name = words[1];
            } else if (words[0].equals("bonusesPerQuarter") && words.length == 2) {
                bonuses = number(words[1], where);
                if (bonuses < 0 || bonuses > MAX_BONUSES) {
                    throw new MapException(where + ": bonusesPerQuarter must be 0 to " + MAX_BONUSES);
                }
            } else if (words[0].length() == 1 && TYPE_LETTERS.containsKey(words[0].charAt(0)) && words.length == 2) {
                String[] xy = words[1].split("\\s+");
                if (xy.length != 2) {
                    throw new MapException(where + ": a start cell is a letter and two numbers, like \"C 1 1\"");
                }
                TrooperType type = TYPE_LETTERS.get(words[0].charAt(0));
                if (starts.put(type, new Cell(number(xy[0], where), number(xy[1], where))) != null) {
                    throw new MapException(where + ": the start cell of " + type + " is given twice");
                }
            } else {
                throw new MapException(where + ": unknown header line \"" + trimmed + "\"");
            }
        }
        if (bonuses == null) {
            throw new MapException("map " + id + ": the header has no bonusesPerQuarter line");
        }
        Terrain terrain = terrain(id, rows);
        checkSymmetry(id, terrain);
        checkStarts(id, terrain, starts);
        return new BattleMap(id, name, terrain, starts, bonuses);
    }

    /** Blank, comment, {@code name}, {@code bonusesPerQuarter} or a start cell: the rows begin at the first other line. */
    private static boolean isHeader(String line) {
        String trimmed = line.strip();
        return trimmed.isEmpty() || trimmed.startsWith("#") || trimmed.startsWith("name ")
                || trimmed.startsWith("bonusesPerQuarter") || trimmed.matches("[A-Z]\\s.*");
    }

    private static int number(String word, String where) {
        try {
            return Integer.parseInt(word);
        } catch (NumberFormatException e) {
            throw new MapException(where + ": \"" + word + "\" is not a number");
        }
    }

    private static Terrain terrain(String id, List<String> rows) {
        if (rows.size() != TroopersRules.HEIGHT) {
            throw new MapException("map " + id + " has " + rows.size() + " rows; a map has " + TroopersRules.HEIGHT);
        }
        CellType[][] cells = new CellType[TroopersRules.WIDTH][TroopersRules.HEIGHT];
        for (int y = 0; y < rows.size(); y++) {
            String row = rows.get(y);
            if (row.length() != TroopersRules.WIDTH) {
                throw new MapException("map " + id + " row " + y + " has " + row.length() + " cells, not "
                        + TroopersRules.WIDTH);
            }
            for (int x = 0; x < row.length(); x++) {
                char c = row.charAt(x);
                if (c != '.' && (c < '1' || c > '3')) {
                    throw new MapException("map " + id + " cell (" + x + "," + y + ") is '" + c
                            + "'; cells are . 1 2 3");
                }
                cells[x][y] = c == '.' ? CellType.FREE : CellType.values()[c - '0'];
            }
        }
        return Terrain.of(cells);
    }

    private static void checkSymmetry(String id, Terrain terrain) {
        int w = terrain.width();
        int h = terrain.height();
        for (int x = 0; x < w; x++) {
            for (int y = 0; y < h; y++) {
                if (terrain.cell(x, y) != terrain.cell(w - 1 - x, y)) {
                    throw new MapException("map " + id + " is not symmetric left to right: (" + x + "," + y + ") and ("
                            + (w - 1 - x) + "," + y + ") differ");
                }
                if (terrain.cell(x, y) != terrain.cell(x, h - 1 - y)) {
                    throw new MapException("map " + id + " is not symmetric top to bottom: (" + x + "," + y + ") and ("
                            + x + "," + (h - 1 - y) + ") differ");
                }
            }
        }
    }

    private static void checkStarts(String id, Terrain terrain, Map<TrooperType, Cell> starts) {
        for (TrooperType type : TrooperType.values()) {
            Cell cell = starts.get(type);
            if (cell == null) {
                throw new MapException("map " + id + " has no start cell for " + type);
            }
            if (!Quarter.inTopLeft(cell)) {
                throw new MapException("map " + id + ": the start cell of " + type + " (" + cell.x() + "," + cell.y()
                        + ") is outside the top-left quarter (x 0..14, y 0..9)");
            }
            if (!terrain.cell(cell.x(), cell.y()).passable()) {
                throw new MapException("map " + id + ": the start cell of " + type + " (" + cell.x() + "," + cell.y()
                        + ") is not FREE");
            }
        }
        if (new HashSet<>(starts.values()).size() != starts.size()) {
            throw new MapException("map " + id + ": two trooper types share a start cell");
        }
        Set<Cell> reached = walkable(terrain, starts.get(TrooperType.COMMANDER));
        for (Quarter quarter : Quarter.values()) {
            for (Map.Entry<TrooperType, Cell> start : starts.entrySet()) {
                Cell cell = quarter.place(start.getValue());
                if (!reached.contains(cell)) {
                    throw new MapException("map " + id + ": the start cell (" + cell.x() + "," + cell.y() + ") of "
                            + start.getKey() + " in " + quarter + " cannot be reached on foot from the others");
                }
            }
        }
    }

    /** The FREE cells reachable from a cell by orthogonal steps. */
    private static Set<Cell> walkable(Terrain terrain, Cell from) {
        Set<Cell> seen = new HashSet<>(List.of(from));
        ArrayDeque<Cell> queue = new ArrayDeque<>(List.of(from));
        while (!queue.isEmpty()) {
            Cell cell = queue.poll();
            for (arena.game.troopers.rules.Direction d : arena.game.troopers.rules.Direction.NEIGHBOURS) {
                Cell next = cell.offset(d);
                if (terrain.inField(next.x(), next.y()) && terrain.cell(next.x(), next.y()).passable() && seen.add(next)) {
                    queue.add(next);
                }
            }
        }
        return seen;
    }

    /** The map as text in this format (the site shows it; the viewer draws it). */
    public static String write(BattleMap map) {
        StringBuilder out = new StringBuilder();
        out.append("name ").append(map.name()).append('\n');
        out.append("bonusesPerQuarter ").append(map.bonusesPerQuarter()).append('\n');
        TYPE_LETTERS.entrySet().stream().sorted(Map.Entry.comparingByValue()).forEach(e -> {
            Cell cell = map.starts().get(e.getValue());
            out.append(e.getKey()).append(' ').append(cell.x()).append(' ').append(cell.y()).append('\n');
        });
        Terrain terrain = map.terrain();
        for (int y = 0; y < terrain.height(); y++) {
            for (int x = 0; x < terrain.width(); x++) {
                int h = terrain.cell(x, y).height();
                out.append(h == 0 ? '.' : (char) ('0' + h));
            }
            out.append('\n');
        }
        return out.toString();
    }
}
