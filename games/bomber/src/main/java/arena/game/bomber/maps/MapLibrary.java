package arena.game.bomber.maps;

import arena.game.api.Format;
import arena.game.api.MapResources;
import arena.game.bomber.rules.BomberMap;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The official maps shipped in this module's resources ({@code arena/game/bomber/maps/index.txt} lists
 * them), parsed and validated once.
 */
public final class MapLibrary {

    private static final String FOLDER = "arena/game/bomber/maps/";

    /** A map of the pool with its display name. */
    public record Entry(String id, String displayName, BomberMap map) {
    }

    private final List<Entry> entries;

    private MapLibrary(List<Entry> entries) {
        this.entries = List.copyOf(entries);
    }

    /** Loads the pool from the class path; a broken map is a build error, so it throws. */
    public static MapLibrary load() {
        List<Entry> entries = new ArrayList<>();
        for (String line : resource("index.txt").split("\n")) {
            String trimmed = line.trim();
            if (trimmed.isEmpty() || trimmed.startsWith("#")) {
                continue;
            }
            int space = trimmed.indexOf(' ');
            String id = space < 0 ? trimmed : trimmed.substring(0, space);
            String displayName = space < 0 ? id : trimmed.substring(space + 1).trim();
            entries.add(new Entry(id, displayName, MapParser.parseOfficial(id, resource(id + ".txt"))));
        }
        return new MapLibrary(entries);
    }

    /** In index order (the official example first). */
    public List<Entry> entries() {
        return entries;
    }

    public Optional<BomberMap> find(String id) {
        return entries.stream().filter(e -> e.id().equals(id)).map(Entry::map).findFirst();
    }

    /** The maps a format fits on, sorted by id: the pool of spec §6 step 1. */
    public List<BomberMap> pool(Format format) {
        return entries.stream()
                .map(Entry::map)
                .filter(map -> map.slots().size() >= format.seats())
                .sorted(Comparator.comparing(BomberMap::name))
                .toList();
    }

    private static String resource(String name) {
        return MapResources.text(MapLibrary.class.getClassLoader(), FOLDER + name);
    }
}
