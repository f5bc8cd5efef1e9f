package arena.game.sharif.protocol;

import arena.game.sharif.rules.BaseUnit;
import arena.game.sharif.rules.Cell;
import arena.game.sharif.rules.KingSpec;
import arena.game.sharif.rules.Path;
import arena.game.sharif.rules.SharifMap;
import arena.game.sharif.rules.SharifRules;
import arena.game.sharif.rules.Spell;
import java.util.List;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code init} (spec §12.5): the map file again, every number an integer, with the kings in the order
 * [me, friend, enemy, enemy] so that a client learns its id from {@code kings[0]}.
 */
public final class InitMessage {

    private InitMessage() {
    }

    /** The framed message for one recipient. */
    public static byte[] write(SharifMap map, int recipient) {
        return Wire.frame("init", info(map, recipient));
    }

    /** Recipient p sees kings p, friend(p), then the other team's lower id first. */
    public static List<Integer> kingOrder(int p) {
        int enemy = 1 - SharifRules.team(p);
        return List.of(p, SharifRules.friend(p), enemy, enemy + 2);
    }

    public static ObjectNode info(SharifMap map, int recipient) {
        ObjectNode info = Wire.NODES.objectNode();
        SharifRules r = map.rules();
        ObjectNode constants = info.putObject("gameConstants");
        constants.put("maxAP", r.maxAP());
        constants.put("maxTurns", r.maxTurns());
        constants.put("turnTimeout", r.turnTimeout());
        constants.put("pickTimeout", r.pickTimeout());
        constants.put("turnsToUpgrade", r.turnsToUpgrade());
        constants.put("turnsToSpell", r.turnsToSpell());
        constants.put("damageUpgradeAddition", r.damageUpgradeAddition());
        constants.put("rangeUpgradeAddition", r.rangeUpgradeAddition());
        constants.put("deckSize", r.deckSize());
        constants.put("handSize", r.handSize());
        constants.put("apAddition", r.apAddition());
        ObjectNode grid = info.putObject("map");
        grid.put("rows", map.rows());
        grid.put("cols", map.cols());
        ArrayNode paths = grid.putArray("paths");
        for (Path path : map.paths()) {
            ObjectNode node = paths.addObject();
            node.put("id", path.id());
            ArrayNode cells = node.putArray("cells");
            for (Cell cell : path.cells()) {
                cells.add(Wire.cell(cell));
            }
        }
        ArrayNode kings = grid.putArray("kings");
        for (int player : kingOrder(recipient)) {
            KingSpec king = map.king(player);
            ObjectNode node = kings.addObject();
            node.put("playerId", king.playerId());
            node.set("center", Wire.cell(king.center()));
            node.put("hp", king.hp());
            node.put("attack", king.attack());
            node.put("range", king.range());
        }
        ArrayNode units = info.putArray("baseUnits");
        for (BaseUnit unit : map.baseUnits()) {
            ObjectNode node = units.addObject();
            node.put("typeId", unit.typeId());
            node.put("maxHP", unit.maxHP());
            node.put("baseAttack", unit.baseAttack());
            node.put("baseRange", unit.baseRange());
            node.put("target", unit.target().name());
            node.put("isFlying", unit.isFlying());
            node.put("isMultiple", unit.isMultiple());
            node.put("ap", unit.ap());
        }
        ArrayNode spells = info.putArray("spells");
        for (Spell spell : map.spells()) {
            ObjectNode node = spells.addObject();
            node.put("type", spell.type().name());
            node.put("typeId", spell.typeId());
            node.put("priority", spell.priority());
            node.put("duration", spell.duration());
            node.put("range", spell.range());
            node.put("target", spell.target().name());
            node.put("power", spell.power());
        }
        return info;
    }
}
