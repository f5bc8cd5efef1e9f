package arena.game.sharif.bots;

import arena.game.api.SeatEvents;
import arena.game.sharif.rules.BaseUnit;
import arena.game.sharif.rules.Cell;
import arena.game.sharif.rules.Lane;
import arena.game.sharif.rules.Lanes;
import arena.game.sharif.rules.SharifMap;
import arena.game.sharif.rules.SharifRules;
import arena.game.sharif.rules.Spell;
import arena.game.sharif.rules.SpellTarget;
import arena.game.sharif.rules.SpellType;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The starter example: a deck of the cards with the most HP and attack per AP, every affordable card put
 * on the lane that reaches a living enemy king in the fewest steps, one spell a turn where it catches the
 * most units, and every upgrade token spent on its healthiest unit.
 */
public final class QuickStartBot extends BotSeat {

    public QuickStartBot(int index, String name, SeatEvents events) {
        super(index, name, events);
    }

    @Override
    protected List<Integer> pick(SharifMap map) {
        return map.baseUnits().stream()
                .sorted(Comparator.comparingDouble((BaseUnit u) -> -value(u)).thenComparingInt(BaseUnit::typeId))
                .map(BaseUnit::typeId).toList();
    }

    private static double value(BaseUnit unit) {
        return (double) unit.maxHP() * unit.baseAttack() * (unit.isMultiple() ? 1.5 : 1) / Math.max(1, unit.ap());
    }

    @Override
    protected List<Order> turn(SharifMap map, int me, JsonNode state) {
        List<Order> orders = new ArrayList<>();
        Lane lane = bestLane(map, me, state);
        int ap = state.path("remainingAP").asInt();
        List<Integer> hand = new ArrayList<>();
        state.path("hand").forEach(card -> hand.add(card.asInt()));
        hand.sort(Comparator.comparingDouble(card -> -value(map.baseUnit(card))));
        for (int card : hand) {
            int cost = map.baseUnit(card).ap();
            if (lane != null && cost <= ap) {
                ap -= cost;
                ObjectNode put = info();
                put.put("typeId", card);
                put.put("pathId", lane.pathId());
                orders.add(new Order("putUnit", put));
            }
        }
        spell(map, me, state).ifPresent(orders::add);
        upgrade(me, state).ifPresent(orders::add);
        return orders;
    }

    /** The lane on which a unit of mine reaches a living enemy king in the fewest steps. */
    static Lane bestLane(SharifMap map, int me, JsonNode state) {
        Lane best = null;
        int bestSteps = Integer.MAX_VALUE;
        for (Lane lane : Lanes.of(map).all()) {
            int start = lane.spawnStep(me);
            for (int step = start; step <= lane.lastStep(); step++) {
                int king = Lanes.kingAt(map, lane.cell(SharifRules.team(me), step));
                if (king >= 0 && SharifRules.team(king) != SharifRules.team(me) && alive(state, king)) {
                    if (step - start < bestSteps) {
                        bestSteps = step - start;
                        best = lane;
                    }
                    break;
                }
            }
        }
        return best;
    }

    private static boolean alive(JsonNode state, int player) {
        for (JsonNode king : state.path("kings")) {
            if (king.path("playerId").asInt() == player) {
                return king.path("isAlive").asBoolean();
            }
        }
        return false;
    }

    /** One area spell, at the unit's cell where it catches the most units it is meant for. */
    private static java.util.Optional<Order> spell(SharifMap map, int me, JsonNode state) {
        for (JsonNode held : state.path("mySpells")) {
            Spell spell = map.spell(held.asInt());
            if (!spell.isArea() || spell.type() == SpellType.DUPLICATE && !mine(state, me)) {
                continue;
            }
            Map<Cell, Integer> counts = new HashMap<>();
            for (JsonNode unit : state.path("units")) {
                Cell at = new Cell(unit.path("cell").path("row").asInt(), unit.path("cell").path("col").asInt());
                int owner = unit.path("playerId").asInt();
                if (spell.target().covers(me, owner) && (spell.target() != SpellTarget.ENEMY || owner != me)) {
                    counts.merge(at, 1, Integer::sum);
                }
            }
            Cell best = counts.entrySet().stream().max(Map.Entry.<Cell, Integer>comparingByValue()
                    .thenComparing(e -> -e.getKey().row() * 1000 - e.getKey().col())).map(Map.Entry::getKey).orElse(null);
            if (best != null) {
                ObjectNode cast = info();
                cast.put("typeId", spell.typeId());
                ObjectNode cell = cast.putObject("cell");
                cell.put("row", best.row());
                cell.put("col", best.col());
                cast.put("unitId", -1);
                cast.put("pathId", -1);
                return java.util.Optional.of(new Order("castSpell", cast));
            }
        }
        return java.util.Optional.empty();
    }

    private static boolean mine(JsonNode state, int me) {
        for (JsonNode unit : state.path("units")) {
            if (unit.path("playerId").asInt() == me) {
                return true;
            }
        }
        return false;
    }

    private static java.util.Optional<Order> upgrade(int me, JsonNode state) {
        String type = state.path("availableDamageUpgrades").asInt() > 0 ? "damageUpgrade"
                : state.path("availableRangeUpgrades").asInt() > 0 ? "rangeUpgrade" : null;
        if (type == null) {
            return java.util.Optional.empty();
        }
        JsonNode healthiest = null;
        for (JsonNode unit : state.path("units")) {
            if (unit.path("playerId").asInt() == me && !unit.path("isDuplicate").asBoolean()
                    && (healthiest == null || unit.path("hp").asInt() > healthiest.path("hp").asInt())) {
                healthiest = unit;
            }
        }
        if (healthiest == null) {
            return java.util.Optional.empty();
        }
        ObjectNode upgrade = info();
        upgrade.put("unitId", healthiest.path("unitId").asInt());
        return java.util.Optional.of(new Order(type, upgrade));
    }
}
