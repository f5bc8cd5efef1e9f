package arena.game.sharif.rules;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Upgrades and unit placement, steps 3 and 4 of spec §9: players 0..3, each in arrival order. */
final class Actions {

    private Actions() {
    }

    /** All upgrades of one kind (damage before range); a failed one does not block a later one (§7.4). */
    static void upgrades(Game game, Map<Integer, List<Command>> commands, Command.UpgradeKind kind) {
        commands.forEach((playerId, list) -> {
            Player player = game.players[playerId];
            for (Command command : list) {
                if (command instanceof Command.Upgrade upgrade && upgrade.kind() == kind) {
                    upgrade(game, player, upgrade);
                }
            }
        });
    }

    private static void upgrade(Game game, Player player, Command.Upgrade upgrade) {
        Unit unit = game.units.get(upgrade.unitId());
        if (unit == null || unit.owner() != player.id() || player.upgradedThisStep) {
            return;
        }
        if (upgrade.kind() == Command.UpgradeKind.DAMAGE && player.damageTokens > 0) {
            player.damageTokens--;
            unit.damageLevel++;
            unit.damageUpgraded = true;
            player.upgradedThisStep = true;
        } else if (upgrade.kind() == Command.UpgradeKind.RANGE && player.rangeTokens > 0) {
            player.rangeTokens--;
            unit.rangeLevel++;
            unit.rangeUpgraded = true;
            player.upgradedThisStep = true;
        }
    }

    /** Every {@code putUnit}: a card of the hand, paid in AP, on an enemy path (spec §9 step 4). */
    static void putUnits(Game game, Map<Integer, List<Command>> commands) {
        commands.forEach((playerId, list) -> {
            Player player = game.players[playerId];
            for (Command command : list) {
                if (command instanceof Command.PutUnit put) {
                    put(game, player, put);
                }
            }
        });
    }

    private static void put(Game game, Player player, Command.PutUnit put) {
        int type = put.typeId();
        if (type < 0 || type >= game.map.baseUnits().size() || !player.hand.contains(type)) {
            return;
        }
        BaseUnit base = game.map.baseUnit(type);
        Optional<Lane> lane = game.lanes.enemy(put.pathId());
        if (player.ap < base.ap() || lane.isEmpty()) {
            return;
        }
        player.ap -= base.ap();
        player.hand.remove(Integer.valueOf(type));
        player.timesPlayed[type]++;
        Unit unit = Unit.placed(game.newEntityId(), base, player.id(), game.rules, lane.get());
        unit.played = true;
        game.add(unit);
    }
}
