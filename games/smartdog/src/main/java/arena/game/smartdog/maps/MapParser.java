package arena.game.smartdog.maps;

import arena.game.smartdog.rules.SmartDogRules;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Reads the original map file format (§4.1): an optional JSON header line, then one player's tile. */
public final class MapParser {

    /** The characters of a tile. */
    public static final String CHARACTERS = ".#^-o*@";

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private MapParser() {
    }

    /**
     * Parses a map file. Tiles without dogs or sheep are accepted here (tests use them); the maps a game is
     * played on pass {@link #checkPlayable} too.
     *
     * @throws MapException naming the problem
     */
    public static MapPart parse(String name, String text) {
        List<String> lines = new ArrayList<>();
        for (String line : text.replace("\r", "").split("\n")) {
            String trimmed = line.trim();
            if (!trimmed.isEmpty()) {
                lines.add(trimmed);
            }
        }
        Map<String, Integer> options = new LinkedHashMap<>();
        List<String> ignored = new ArrayList<>();
        if (!lines.isEmpty() && lines.get(0).startsWith("{")) {
            header(name, lines.remove(0), options, ignored);
        }
        if (lines.isEmpty()) {
            throw new MapException("map " + name + " has no rows");
        }
        int width = lines.get(0).length();
        for (int y = 0; y < lines.size(); y++) {
            String row = lines.get(y);
            if (row.length() != width) {
                throw new MapException("map " + name + ": row " + (y + 1) + " has " + row.length()
                        + " characters, the first row " + width);
            }
            for (int x = 0; x < width; x++) {
                if (CHARACTERS.indexOf(row.charAt(x)) < 0) {
                    throw new MapException("map " + name + ": unknown character '" + row.charAt(x) + "' at column "
                            + (x + 1) + " of row " + (y + 1) + " (allowed: " + CHARACTERS + ")");
                }
            }
        }
        return new MapPart(name, options, ignored, lines);
    }

    /** A map a game is played on has at least one dog and one sheep per tile (§4.1). */
    public static MapPart checkPlayable(MapPart part) {
        if (part.count('@') == 0) {
            throw new MapException("map " + part.name() + " has no dog ('@')");
        }
        if (part.count('*') + part.count('o') == 0) {
            throw new MapException("map " + part.name() + " has no sheep ('*' or 'o')");
        }
        return part;
    }

    private static void header(String name, String line, Map<String, Integer> options, List<String> ignored) {
        JsonNode json;
        try {
            json = JSON.readTree(line);
        } catch (JacksonException e) {
            throw new MapException("map " + name + ": the header is not a JSON object: " + e.getOriginalMessage());
        }
        if (!json.isObject()) {
            throw new MapException("map " + name + ": the header is not a JSON object");
        }
        for (Map.Entry<String, JsonNode> e : json.properties()) {
            if (!SmartDogRules.NAMES.contains(e.getKey())) {
                ignored.add(e.getKey());
                continue;
            }
            options.put(e.getKey(), integer(name, e.getKey(), e.getValue()));
        }
    }

    /** A number or a numeric string, as the original accepted both. */
    private static int integer(String name, String key, JsonNode value) {
        if (value.isIntegralNumber() && value.canConvertToInt()) {
            return value.intValue();
        }
        if (value.isString()) {
            try {
                return Integer.parseInt(value.asString().trim());
            } catch (NumberFormatException e) {
                // reported below
            }
        }
        throw new MapException("map " + name + ": option " + key + " must be an integer, not " + value);
    }
}
