package arena.game.sharif.protocol;

import arena.game.sharif.rules.CastReport;
import arena.game.sharif.rules.Combatant;
import arena.game.sharif.rules.Game;
import arena.game.sharif.rules.King;
import arena.game.sharif.rules.KingCell;
import arena.game.sharif.rules.Player;
import arena.game.sharif.rules.SharifRules;
import arena.game.sharif.rules.Unit;
import java.util.List;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code turn} and {@code shutdown} (spec §12.5): the state as one player may see it. Enemy units' paths
 * are -1; so are enemy paths in {@code diedUnits} and enemy teleports, which the original leaked (D-18).
 */
public final class TurnMessage {

    private TurnMessage() {
    }

    public static byte[] turn(Game game, int recipient) {
        return Wire.frame("turn", info(game, recipient));
    }

    public static byte[] shutdown(Game game, int recipient) {
        ObjectNode info = Wire.NODES.objectNode();
        info.set("turnMessage", info(game, recipient));
        ArrayNode scores = info.putArray("scores");
        int[] points = game.scores();
        for (int p = 0; p < points.length; p++) {
            ObjectNode score = scores.addObject();
            score.put("playerId", p);
            score.put("score", points[p]);
        }
        return Wire.frame("shutdown", info);
    }

    /** The ClientTurnMessage of one recipient. */
    public static ObjectNode info(Game game, int p) {
        Player me = game.player(p);
        Player friend = game.player(SharifRules.friend(p));
        ObjectNode info = Wire.NODES.objectNode();
        info.put("currTurn", game.turn());
        ints(info.putArray("deck"), me.deck());
        ints(info.putArray("hand"), me.hand());
        ArrayNode kings = info.putArray("kings");
        for (int id = 0; id < SharifRules.PLAYERS; id++) {
            King king = game.king(id);
            ObjectNode node = kings.addObject();
            node.put("playerId", id);
            node.put("isAlive", king.alive());
            node.put("hp", Math.max(0, king.hp()));
            node.put("target", king.alive() && king.target() != null ? king.target().id() : -1);
        }
        ArrayNode units = info.putArray("units");
        for (Unit unit : game.units()) {
            units.add(unit(unit, p));
        }
        ArrayNode died = info.putArray("diedUnits");
        for (Unit unit : game.diedUnits()) {
            died.add(unit(unit, p));
        }
        ArrayNode casts = info.putArray("castSpells");
        for (CastReport cast : game.castSpells()) {
            casts.add(cast(cast, p));
        }
        info.put("receivedSpell", me.receivedSpell());
        info.put("friendReceivedSpell", friend.receivedSpell());
        ints(info.putArray("mySpells"), me.spellList());
        ints(info.putArray("friendSpells"), friend.spellList());
        info.put("gotRangeUpgrade", me.gotRangeToken());
        info.put("gotDamageUpgrade", me.gotDamageToken());
        info.put("availableRangeUpgrades", me.rangeTokens());
        info.put("availableDamageUpgrades", me.damageTokens());
        info.put("rangeUpgradedUnit", 0);
        info.put("damageUpgradedUnit", 0);
        info.put("remainingAP", me.ap());
        return info;
    }

    private static ObjectNode unit(Unit unit, int recipient) {
        ObjectNode node = Wire.NODES.objectNode();
        node.put("unitId", unit.id());
        node.put("playerId", unit.owner());
        node.put("typeId", unit.base().typeId());
        node.put("pathId", allied(unit.owner(), recipient) ? unit.pathId() : -1);
        node.set("cell", Wire.cell(unit.cell()));
        node.put("hp", Math.max(0, unit.hp()));
        node.put("damageLevel", unit.damageLevel());
        node.put("rangeLevel", unit.rangeLevel());
        node.put("isDuplicate", unit.isDuplicate());
        node.put("isHasted", unit.isHasted());
        ints(node.putArray("affectedSpells"), List.copyOf(unit.affectedSpells()));
        node.put("range", unit.range());
        node.put("attack", unit.attack());
        node.put("wasPlayedThisTurn", unit.wasPlayedThisTurn());
        node.put("wasRangeUpgraded", unit.wasRangeUpgraded());
        node.put("wasDamageUpgraded", unit.wasDamageUpgraded());
        Combatant target = unit.target();
        if (target == null) {
            node.put("target", -1); // targetCell omitted, as the original omits nulls
        } else {
            node.put("target", target instanceof KingCell cell ? cell.owner() : target.id());
            node.set("targetCell", Wire.cell(target.cell()));
        }
        return node;
    }

    private static ObjectNode cast(CastReport cast, int recipient) {
        ObjectNode node = Wire.NODES.objectNode();
        node.put("typeId", cast.typeId());
        node.put("id", cast.id());
        node.put("casterId", cast.casterId());
        node.set("cell", Wire.cell(cast.cell()));
        node.put("unitId", cast.unitId());
        node.put("pathId", cast.unitId() != 0 && !allied(cast.casterId(), recipient) ? -1 : cast.pathId());
        node.put("remainingTurns", cast.remainingTurns());
        node.put("wasCastThisTurn", cast.wasCastThisTurn());
        ints(node.putArray("affectedUnits"), cast.affectedUnits());
        return node;
    }

    private static boolean allied(int owner, int recipient) {
        return SharifRules.team(owner) == SharifRules.team(recipient);
    }

    private static void ints(ArrayNode array, List<Integer> values) {
        values.forEach(array::add);
    }
}
