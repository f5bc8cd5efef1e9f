package arena.game.sharif.maps;

import tools.jackson.databind.JsonNode;

/** Reads the typed fields of a map file's JSON, naming the field's place when one is missing or wrong. */
final class MapFields {

    private final String mapName;

    MapFields(String mapName) {
        this.mapName = mapName;
    }

    JsonNode object(JsonNode parent, String field, String where) {
        JsonNode node = parent.get(field);
        if (node == null || !node.isObject()) {
            throw fail(where + field + " must be an object");
        }
        return node;
    }

    JsonNode array(JsonNode parent, String field, String where) {
        JsonNode node = parent.get(field);
        if (node == null || !node.isArray()) {
            throw fail(where + field + " must be an array");
        }
        return node;
    }

    int integer(JsonNode parent, String field, String where) {
        JsonNode node = parent.get(field);
        if (node == null || !node.isIntegralNumber() || !node.canConvertToInt()) {
            throw fail(where + field + " must be an integer");
        }
        return node.intValue();
    }

    /** An integer that the original lets be {@code null} (a teleport's range and power): null reads as 0. */
    int integerOrZero(JsonNode parent, String field, String where) {
        JsonNode node = parent.get(field);
        return node == null || node.isNull() ? 0 : integer(parent, field, where);
    }

    boolean bool(JsonNode parent, String field, String where) {
        JsonNode node = parent.get(field);
        if (node == null || !node.isBoolean()) {
            throw fail(where + field + " must be true or false");
        }
        return node.booleanValue();
    }

    <E extends Enum<E>> E name(JsonNode parent, String field, Class<E> type, String where) {
        JsonNode node = parent.get(field);
        if (node != null && node.isString()) {
            for (E value : type.getEnumConstants()) {
                if (value.name().equals(node.stringValue())) {
                    return value;
                }
            }
        }
        StringBuilder names = new StringBuilder();
        for (E value : type.getEnumConstants()) {
            names.append(names.isEmpty() ? "" : ", ").append(value.name());
        }
        throw fail(where + field + " must be one of " + names);
    }

    MapException fail(String problem) {
        return new MapException("map " + mapName + ": " + problem);
    }
}
