package arena.game.sharif.replay;

import arena.game.api.ReplayWriter;
import arena.game.sharif.maps.MapLibrary;
import arena.game.sharif.rules.Cell;
import arena.game.sharif.rules.Command;
import arena.game.sharif.rules.SharifMap;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/** Reads the inputs of a game (map, seed, picks, commands) back from its replay, for {@link Resimulation}. */
public final class ReplayReader {

    private ReplayReader() {
    }

    /** @throws IllegalArgumentException when the document is not a sharif replay with its inputs */
    public static GameRecord read(byte[] replay) {
        JsonNode doc = ReplayWriter.readReplay("sharif", replay);
        if (doc.path("oversized").asBoolean(false)) {
            throw new IllegalArgumentException("the replay of this game was over the size cap and was not kept, so its "
                    + "inputs are gone");
        }
        String mapName = doc.path("map").asString("");
        SharifMap loaded = MapLibrary.loadOne(mapName)
                .orElseThrow(() -> new IllegalArgumentException("the replay's map " + mapName + " is not one of the game's"));
        // a game shortened by its options (maxTurns) told its players so in init, which the replay keeps
        int maxTurns = doc.path("init").path("gameConstants").path("maxTurns").asInt(loaded.rules().maxTurns());
        SharifMap map = maxTurns == loaded.rules().maxTurns() ? loaded
                : loaded.withRules(loaded.rules().withMaxTurns(maxTurns));
        Map<Integer, List<Integer>> picks = new LinkedHashMap<>();
        doc.path("picks").properties().forEach(e -> {
            List<Integer> pick = new ArrayList<>();
            e.getValue().forEach(type -> pick.add(type.asInt()));
            picks.put(Integer.parseInt(e.getKey()), pick);
        });
        List<Map<Integer, List<Command>>> steps = new ArrayList<>();
        for (JsonNode step : doc.path("commands")) {
            Map<Integer, List<Command>> byPlayer = new LinkedHashMap<>();
            step.properties().forEach(e -> {
                List<Command> commands = new ArrayList<>();
                e.getValue().forEach(command -> commands.add(command(command)));
                byPlayer.put(Integer.parseInt(e.getKey()), commands);
            });
            steps.add(byPlayer);
        }
        return new GameRecord(map, doc.path("seed").asLong(), picks, steps);
    }

    /** The inverse of {@code ReplayDocument.command}. */
    private static Command command(JsonNode json) {
        String type = json.path("type").asString("");
        return switch (type) {
            case "putUnit" -> new Command.PutUnit(json.path("typeId").asInt(), json.path("pathId").asInt());
            case "castSpell" -> {
                JsonNode cell = json.path("cell");
                yield new Command.CastSpell(json.path("typeId").asInt(),
                        cell.isArray() ? new Cell(cell.get(0).asInt(), cell.get(1).asInt()) : null,
                        json.path("unitId").asInt(), json.path("pathId").asInt());
            }
            case "damageUpgrade" -> new Command.Upgrade(Command.UpgradeKind.DAMAGE, json.path("unitId").asInt());
            case "rangeUpgrade" -> new Command.Upgrade(Command.UpgradeKind.RANGE, json.path("unitId").asInt());
            default -> throw new IllegalArgumentException("the replay has a command of an unknown type: " + type);
        };
    }
}
