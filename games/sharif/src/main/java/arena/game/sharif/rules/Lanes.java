package arena.game.sharif.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The lanes of a map's enemy paths, by path id (spec §3.4); friend paths have no lane. */
public final class Lanes {

    private final Map<Integer, Lane> byPath = new LinkedHashMap<>();

    private Lanes() {
    }

    /** Builds the lanes of a validated map (exactly one friend path per team). */
    public static Lanes of(SharifMap map) {
        Path[] friendPaths = new Path[2];
        for (Path path : map.paths()) {
            int a = kingAt(map, path.first());
            int b = kingAt(map, path.last());
            if (SharifRules.team(a) == SharifRules.team(b)) {
                friendPaths[SharifRules.team(a)] = path;
            }
        }
        Lanes lanes = new Lanes();
        for (Path path : map.paths()) {
            int a = kingAt(map, path.first());
            int b = kingAt(map, path.last());
            if (SharifRules.team(a) == SharifRules.team(b)) {
                continue;
            }
            List<Cell> friendA = oriented(friendPaths[SharifRules.team(a)], map.king(SharifRules.friend(a)).center());
            List<Cell> friendB = oriented(friendPaths[SharifRules.team(b)], map.king(b).center());
            lanes.byPath.put(path.id(), new Lane(path, a, b, friendA, friendB));
        }
        return lanes;
    }

    /** The lane of an enemy path; empty for a friend path or an unknown id. */
    public Optional<Lane> enemy(int pathId) {
        return Optional.ofNullable(byPath.get(pathId));
    }

    public List<Lane> all() {
        return List.copyOf(byPath.values());
    }

    /** The player whose king's center is this cell, or -1. */
    public static int kingAt(SharifMap map, Cell center) {
        for (KingSpec king : map.kings()) {
            if (king.center().equals(center)) {
                return king.playerId();
            }
        }
        return -1;
    }

    /** The friend path's cells starting at {@code from}. */
    private static List<Cell> oriented(Path friendPath, Cell from) {
        List<Cell> cells = new ArrayList<>(friendPath.cells());
        if (!friendPath.first().equals(from)) {
            Collections.reverse(cells);
        }
        return cells;
    }
}
