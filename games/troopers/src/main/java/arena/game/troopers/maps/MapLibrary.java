package arena.game.troopers.maps;

import arena.game.api.MapResources;
import arena.game.troopers.rules.BattleMap;
import arena.game.troopers.rules.Reachability;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The map pool (D12), read from {@code arena/game/troopers/maps/} on the class path, in the order of its
 * {@code index.txt}. The reachability matrix of a map is computed once, on first use, and shared.
 */
public final class MapLibrary {

    private static final String FOLDER = "arena/game/troopers/maps/";

    private final List<BattleMap> maps;
    private final Map<String, Reachability> matrices = new ConcurrentHashMap<>();

    private MapLibrary(List<BattleMap> maps) {
        this.maps = List.copyOf(maps);
    }

    public static MapLibrary load() {
        List<BattleMap> maps = new ArrayList<>();
        for (String line : read(FOLDER + "index.txt").split("\n")) {
            String id = line.strip();
            if (!id.isEmpty()) {
                maps.add(MapParser.parse(id, read(FOLDER + id + ".map")));
            }
        }
        return new MapLibrary(maps);
    }

    public List<BattleMap> maps() {
        return maps;
    }

    public Optional<BattleMap> find(String id) {
        return maps.stream().filter(map -> map.id().equals(id)).findFirst();
    }

    /** The map's matrix, computed at most once per library. */
    public Reachability reachability(BattleMap map) {
        return matrices.computeIfAbsent(map.id(), id -> Reachability.of(map.terrain()));
    }

    private static String read(String resource) {
        return MapResources.text(MapLibrary.class.getClassLoader(), resource);
    }
}
