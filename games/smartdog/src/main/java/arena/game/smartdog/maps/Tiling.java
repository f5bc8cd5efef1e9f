package arena.game.smartdog.maps;

import arena.game.smartdog.rules.Layout;
import arena.game.smartdog.rules.Placement;
import arena.game.smartdog.rules.Territory;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds the game map from one player's tile (§4.3): the tile grid for 1-4 players, empty tiles of grass,
 * territories, and the objects in creation order (§4.4: tile rows top first, tiles left to right, cells row
 * by row).
 */
public final class Tiling {

    /** Smallest and largest full map side (§4.1). */
    public static final int MIN_SIDE = 2;
    public static final int MAX_SIDE = 1000;

    /** The tile grid per player count: the player of each tile, 0 for an empty one. */
    private static final int[][][] GRIDS = {
        {{1}},
        {{1, 2}},
        {{1, 0, 0}, {0, 2, 0}, {0, 0, 3}},
        {{1, 0, 3, 0}, {0, 2, 0, 4}},
    };

    private Tiling() {
    }

    /** @throws MapException when the full map would be smaller than 2x2 or larger than 1000x1000 */
    public static Layout build(MapPart part, int players) {
        if (players < 1 || players > 4) {
            throw new IllegalArgumentException("smartdog has 1 to 4 players, not " + players);
        }
        int[][] grid = GRIDS[players - 1];
        int w = part.width();
        int h = part.height();
        int cols = w * grid[0].length;
        int rows = h * grid.length;
        if (cols < MIN_SIDE || rows < MIN_SIDE || cols > MAX_SIDE || rows > MAX_SIDE) {
            throw new MapException("map " + part.name() + " with " + players + " player(s) is " + cols + "x" + rows
                    + "; a map is " + MIN_SIDE + "x" + MIN_SIDE + " to " + MAX_SIDE + "x" + MAX_SIDE);
        }
        char[][] land = new char[rows][cols];
        Territory[] territories = new Territory[players];
        List<Placement> placements = new ArrayList<>();
        for (int tileRow = 0; tileRow < grid.length; tileRow++) {
            for (int tileCol = 0; tileCol < grid[tileRow].length; tileCol++) {
                int player = grid[tileRow][tileCol];
                int x0 = tileCol * w;
                int y0 = tileRow * h;
                if (player == 0) {
                    fillGrass(land, x0, y0, w, h);
                    continue;
                }
                territories[player - 1] = new Territory(x0, x0 + w - 1, y0, y0 + h - 1);
                copyTile(part, player, land, x0, y0, placements);
            }
        }
        List<String> landscape = new ArrayList<>();
        for (char[] row : land) {
            landscape.add(new String(row));
        }
        int maxSheep = part.count('*') + part.count('o');
        return new Layout(cols, rows, landscape, List.of(territories), placements, maxSheep, part.count('o'));
    }

    private static void fillGrass(char[][] land, int x0, int y0, int w, int h) {
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                land[y0 + y][x0 + x] = '.';
            }
        }
    }

    private static void copyTile(MapPart part, int player, char[][] land, int x0, int y0, List<Placement> placements) {
        char pen = (char) ('0' + player);
        for (int y = 0; y < part.height(); y++) {
            String row = part.rows().get(y);
            for (int x = 0; x < part.width(); x++) {
                char c = row.charAt(x);
                land[y0 + y][x0 + x] = switch (c) {
                    case '#', '^' -> c;
                    case '-', 'o' -> pen;
                    default -> '.';
                };
                switch (c) {
                    case '@' -> placements.add(new Placement(true, x0 + x, y0 + y, player));
                    case '*', 'o' -> placements.add(new Placement(false, x0 + x, y0 + y, 0));
                    default -> {
                        // landscape only
                    }
                }
            }
        }
    }
}
