package arena.game.sharif.maps;

import arena.game.api.MapResources;
import arena.game.sharif.rules.SharifMap;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The nine original maps (AIC20-Game, folder {@code maps/}), unchanged, in this module's resources; the
 * default pool (D-1).
 */
public final class MapLibrary {

    private static final String FOLDER = "arena/game/sharif/maps/";
    /** The original maps by id, final round ones first. */
    public static final List<String> IDS = List.of("final1", "final2", "final3", "map4", "map6", "map7",
            "1_v1.1.2", "2_v1.1.2", "3_v1.1.2");

    private final List<SharifMap> maps;

    private MapLibrary(List<SharifMap> maps) {
        this.maps = List.copyOf(maps);
    }

    /** Loads every original map; a broken one is a build error, so it throws. */
    public static MapLibrary load() {
        List<SharifMap> maps = new ArrayList<>();
        for (String id : IDS) {
            maps.add(MapParser.parse(id, resource(id + ".map")));
        }
        return new MapLibrary(maps);
    }

    /** One original map alone, or empty for an unknown id (a command line needs no other). */
    public static Optional<SharifMap> loadOne(String id) {
        return IDS.contains(id) ? Optional.of(MapParser.parse(id, resource(id + ".map"))) : Optional.empty();
    }

    public List<SharifMap> maps() {
        return maps;
    }

    public Optional<SharifMap> find(String id) {
        return maps.stream().filter(m -> m.name().equals(id)).findFirst();
    }

    private static String resource(String name) {
        return MapResources.text(MapLibrary.class.getClassLoader(), FOLDER + name);
    }
}
