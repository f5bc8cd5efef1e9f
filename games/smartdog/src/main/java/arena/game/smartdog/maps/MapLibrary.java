package arena.game.smartdog.maps;

import arena.game.api.MapResources;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The original maps (§4.6), shipped in this module's resources and listed in {@code index.txt} in
 * byte-wise file-name order, which is the original's round-robin order. Parsed and checked once.
 */
public final class MapLibrary {

    private static final String FOLDER = "arena/game/smartdog/maps/";

    private final List<MapPart> maps;

    private MapLibrary(List<MapPart> maps) {
        this.maps = List.copyOf(maps);
    }

    /** Loads the maps from the class path; a broken map is a build error, so it throws. */
    public static MapLibrary load() {
        List<MapPart> maps = new ArrayList<>();
        for (String line : resource("index.txt").split("\n")) {
            String name = line.trim();
            if (name.isEmpty() || name.startsWith("#")) {
                continue;
            }
            String id = name.endsWith(".txt") ? name.substring(0, name.length() - 4) : name;
            maps.add(MapParser.checkPlayable(MapParser.parse(id, resource(name))));
        }
        List<String> sorted = maps.stream().map(MapPart::name).sorted().toList();
        if (!sorted.equals(maps.stream().map(MapPart::name).toList())) {
            throw new IllegalStateException("index.txt must list the maps in file-name order: " + sorted);
        }
        return new MapLibrary(maps);
    }

    /** In file-name order. */
    public List<MapPart> maps() {
        return maps;
    }

    public Optional<MapPart> find(String id) {
        return maps.stream().filter(map -> map.name().equals(id)).findFirst();
    }

    private static String resource(String name) {
        return MapResources.text(MapLibrary.class.getClassLoader(), FOLDER + name);
    }
}
