package arena.game.sharif.protocol;

import arena.game.sharif.rules.Cell;
import arena.game.sharif.rules.Command;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

/**
 * A client message (spec §12.4): {@code {"type", "info", "turn"}}. Absent ints read as 0 (as the original's
 * gson did), an absent {@code turn} as 0; a field of the wrong kind makes that one command invalid.
 *
 * @param info an object, empty when the message had none
 */
public record ClientMessage(String type, JsonNode info, int turn) {

    public static final String TOKEN = "token";
    public static final String PICK = "pick";
    public static final String END_TURN = "endTurn";

    /** The message, or empty when the text is not a JSON object with a string {@code type}. */
    public static Optional<ClientMessage> read(String text) {
        JsonNode json;
        try {
            json = Wire.JSON.readTree(text);
        } catch (JacksonException e) {
            return Optional.empty();
        }
        if (json == null || !json.isObject() || !json.path("type").isString()) {
            return Optional.empty();
        }
        JsonNode info = json.path("info").isObject() ? json.get("info") : Wire.NODES.objectNode();
        JsonNode turn = json.get("turn");
        int number = turn != null && turn.isIntegralNumber() && turn.canConvertToInt() ? turn.intValue()
                : turn == null || turn.isNull() ? 0 : Integer.MIN_VALUE;
        return Optional.of(new ClientMessage(json.get("type").stringValue(), info, number));
    }

    /** The token of a {@code token} message, or empty. */
    public Optional<String> token() {
        JsonNode token = info.get("token");
        return TOKEN.equals(type) && token != null && token.isString() ? Optional.of(token.stringValue())
                : Optional.empty();
    }

    /** A pick's type ids, in order; non-integers are left out, null or missing is an empty pick (D-8). */
    public List<Integer> pickedUnits() {
        List<Integer> units = new ArrayList<>();
        JsonNode list = info.get("units");
        if (list != null && list.isArray()) {
            for (JsonNode id : list) {
                if (id.isIntegralNumber() && id.canConvertToInt()) {
                    units.add(id.intValue());
                }
            }
        }
        return units;
    }

    /** The game command it carries, or empty for other types and for broken fields. */
    public Optional<Command> command() {
        try {
            return Optional.ofNullable(switch (type) {
                case "putUnit" -> new Command.PutUnit(integer("typeId"), integer("pathId"));
                case "castSpell" -> new Command.CastSpell(integer("typeId"), cell(), integer("unitId"),
                        integer("pathId"));
                case "damageUpgrade" -> new Command.Upgrade(Command.UpgradeKind.DAMAGE, integer("unitId"));
                case "rangeUpgrade" -> new Command.Upgrade(Command.UpgradeKind.RANGE, integer("unitId"));
                default -> null;
            });
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    private int integer(String field) {
        JsonNode node = info.get(field);
        if (node == null || node.isNull()) {
            return 0;
        }
        if (!node.isIntegralNumber() || !node.canConvertToInt()) {
            throw new IllegalArgumentException(field + " is not an integer");
        }
        return node.intValue();
    }

    private Cell cell() {
        JsonNode node = info.get("cell");
        if (node == null || node.isNull()) {
            return null;
        }
        if (!node.isObject()) {
            throw new IllegalArgumentException("cell is not an object");
        }
        JsonNode row = node.get("row");
        JsonNode col = node.get("col");
        boolean ok = row != null && row.isIntegralNumber() && row.canConvertToInt() && col != null
                && col.isIntegralNumber() && col.canConvertToInt();
        if (!ok) {
            throw new IllegalArgumentException("cell needs integer row and col");
        }
        return new Cell(row.intValue(), col.intValue());
    }
}
