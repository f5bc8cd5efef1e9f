package arena.game.bomber.maps;

import arena.game.bomber.rules.BomberMap;
import arena.game.bomber.rules.BomberRules;
import arena.game.bomber.rules.BonusType;
import arena.game.bomber.rules.Cell;
import arena.game.bomber.rules.CellType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Reads the map text format of spec §11: {@code H} lines of {@code W} legend characters. Every broken
 * rule is a {@link MapException} naming the line and column (1-based, as editors count) and the rule.
 */
public final class MapParser {

    /** The legend of spec §11.2. */
    public static final String LEGEND = ".#+arAR1234";

    private MapParser() {
    }

    /** Parses a map of any size from 1x1 to 50x50 (tests, sandbox). */
    public static BomberMap parse(String name, String text) {
        List<String> rows = lines(text);
        if (rows.isEmpty()) {
            throw new MapException("map " + name + " is empty: it needs at least one line of cells");
        }
        int width = rows.get(0).length();
        int height = rows.size();
        if (height > BomberRules.MAX_SIDE || width > BomberRules.MAX_SIDE) {
            throw new MapException("map " + name + " is " + width + "x" + height + "; at most "
                    + BomberRules.MAX_SIDE + "x" + BomberRules.MAX_SIDE + " is allowed");
        }
        CellType[] cells = new CellType[width * height];
        BonusType[] hidden = new BonusType[width * height];
        BonusType[] visible = new BonusType[width * height];
        Cell[] slots = new Cell[BomberRules.MAX_PLAYERS + 1];
        for (int y = 0; y < height; y++) {
            String row = rows.get(y);
            if (row.isEmpty()) {
                throw new MapException(where(name, y, 0) + "empty line inside the map (every line has "
                        + width + " cells)");
            }
            if (row.length() != width) {
                throw new MapException(where(name, y, Math.min(row.length(), width)) + "line " + (y + 1) + " has "
                        + row.length() + " characters, but line 1 has " + width + " (all lines must be equally long)");
            }
            for (int x = 0; x < width; x++) {
                char c = row.charAt(x);
                int i = y * width + x;
                cells[i] = CellType.FREE;
                switch (c) {
                    case '.' -> { }
                    case '#' -> cells[i] = CellType.INDESTRUCTIBLE;
                    case '+' -> cells[i] = CellType.DESTRUCTIBLE;
                    case 'a' -> { cells[i] = CellType.DESTRUCTIBLE; hidden[i] = BonusType.AMMUNITION; }
                    case 'r' -> { cells[i] = CellType.DESTRUCTIBLE; hidden[i] = BonusType.RADIUS; }
                    case 'A' -> visible[i] = BonusType.AMMUNITION;
                    case 'R' -> visible[i] = BonusType.RADIUS;
                    case '1', '2', '3', '4' -> {
                        int slot = c - '0';
                        if (slots[slot] != null) {
                            throw new MapException(where(name, y, x) + "start slot " + slot + " appears twice (first at line "
                                    + (slots[slot].y() + 1) + ", column " + (slots[slot].x() + 1) + ")");
                        }
                        slots[slot] = new Cell(x, y);
                    }
                    default -> throw new MapException(where(name, y, x) + "unexpected character " + describe(c)
                            + (Character.isDigit(c) ? "; start slots are 1 to 4" : "")
                            + " (the legend is . # + a r A R 1 2 3 4)");
                }
            }
        }
        return new BomberMap(name, width, height, rows, cells, hidden, visible, startSlots(name, slots));
    }

    /** Parses a map for rated games, which must be 15x15 (spec §11.3 rule 3). */
    public static BomberMap parseOfficial(String name, String text) {
        BomberMap map = parse(name, text);
        if (map.width() != BomberRules.OFFICIAL_SIDE || map.height() != BomberRules.OFFICIAL_SIDE) {
            throw new MapException("map " + name + " is " + map.width() + "x" + map.height() + "; rated maps are "
                    + BomberRules.OFFICIAL_SIDE + "x" + BomberRules.OFFICIAL_SIDE);
        }
        return map;
    }

    /**
     * Converts the original event's format (15 lines of integers separated by spaces: 0 free, 1
     * indestructible, 2 destructible, 3 with ammunition, 4 with radius, 5 a start) into this legend; the
     * starts become slots 1, 2, ... in reading order.
     */
    public static String fromLegacy(String name, String text) {
        StringBuilder out = new StringBuilder();
        int slot = 0;
        List<String> rows = lines(text);
        for (int y = 0; y < rows.size(); y++) {
            String[] numbers = rows.get(y).trim().split(" +");
            for (int x = 0; x < numbers.length; x++) {
                String number = numbers[x];
                switch (number) {
                    case "0" -> out.append('.');
                    case "1" -> out.append('#');
                    case "2" -> out.append('+');
                    case "3" -> out.append('a');
                    case "4" -> out.append('r');
                    case "5" -> {
                        slot++;
                        if (slot > BomberRules.MAX_PLAYERS) {
                            throw new MapException(where(name, y, x) + "more than " + BomberRules.MAX_PLAYERS
                                    + " starts (5) in the legacy map");
                        }
                        out.append((char) ('0' + slot));
                    }
                    default -> throw new MapException(where(name, y, x) + "legacy maps use the numbers 0 to 5, not '"
                            + number + "'");
                }
            }
            out.append('\n');
        }
        return out.toString();
    }

    private static List<Cell> startSlots(String name, Cell[] slots) {
        int count = 0;
        while (count < BomberRules.MAX_PLAYERS && slots[count + 1] != null) {
            count++;
        }
        for (int slot = count + 1; slot <= BomberRules.MAX_PLAYERS; slot++) {
            if (slots[slot] != null) {
                throw new MapException("map " + name + ": start slot " + slot + " (line " + (slots[slot].y() + 1)
                        + ", column " + (slots[slot].x() + 1) + ") needs slot " + (count + 1)
                        + " too: slots are numbered 1..k without gaps");
            }
        }
        if (count < BomberRules.MIN_PLAYERS) {
            throw new MapException("map " + name + " has " + count + " start slot" + (count == 1 ? "" : "s")
                    + "; it needs the slots 1..k with 2 <= k <= 4");
        }
        return Arrays.asList(slots).subList(1, count + 1);
    }

    /** Lines without terminators; {@code \r\n} accepted; empty lines at the end ignored. */
    private static List<String> lines(String text) {
        List<String> rows = new ArrayList<>(Arrays.asList(text.split("\n", -1)));
        for (int i = 0; i < rows.size(); i++) {
            String row = rows.get(i);
            if (row.endsWith("\r")) {
                rows.set(i, row.substring(0, row.length() - 1));
            }
        }
        while (!rows.isEmpty() && rows.get(rows.size() - 1).isEmpty()) {
            rows.remove(rows.size() - 1);
        }
        return rows;
    }

    private static String where(String name, int y, int x) {
        return "map " + name + ", line " + (y + 1) + ", column " + (x + 1) + ": ";
    }

    private static String describe(char c) {
        if (c == ' ') {
            return "' ' (space)";
        }
        if (c == '\t') {
            return "'\\t' (tab)";
        }
        if (c < 32 || c > 126) {
            return String.format("U+%04X", (int) c);
        }
        return "'" + c + "'";
    }
}
