import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * Your strategy. The example: a deck of the cards with the most HP and attack per AP, every affordable card
 * put on the path that reaches a living enemy king first, one area spell a turn where it catches the most
 * units, and every upgrade token spent on the healthiest unit.
 */
public final class AI {

    static double value(BaseUnit card) {
        return (double) card.maxHp * card.baseAttack * (card.isMultiple ? 1.5 : 1) / Math.max(1, card.ap);
    }

    public void pick(World world) {
        List<BaseUnit> cards = new ArrayList<>(world.getAllBaseUnits());
        cards.sort(Comparator.comparingDouble((BaseUnit c) -> -value(c)).thenComparingInt(c -> c.typeId));
        world.chooseHand(cards);
    }

    public void turn(World world) {
        Player me = world.getMe();
        Path path = bestPath(world, me);
        int ap = me.ap;
        if (path != null) {
            List<BaseUnit> hand = new ArrayList<>(me.hand);
            hand.sort(Comparator.comparingDouble(c -> -value(c)));
            for (BaseUnit card : hand) {
                if (card.ap <= ap) {
                    world.putUnit(card, path);
                    ap -= card.ap;
                }
            }
        }
        cast(world, me);
        upgrade(world, me);
    }

    /** The path of mine (or through my friend) that reaches a living enemy king's center first. */
    private Path bestPath(World world, Player me) {
        Path best = null;
        int bestSteps = Integer.MAX_VALUE;
        for (Player enemy : List.of(world.getFirstEnemy(), world.getSecondEnemy())) {
            if (!enemy.isAlive()) {
                continue;
            }
            Path path = world.getShortestPathToCell(me, enemy.king.center);
            if (path != null && path.cells.indexOf(enemy.king.center) < bestSteps) {
                best = path;
                bestSteps = path.cells.indexOf(enemy.king.center);
            }
        }
        return best;
    }

    private void cast(World world, Player me) {
        for (Spell spell : me.spells) {
            if (!spell.isAreaSpell()) {
                continue;
            }
            Cell best = null;
            int bestCount = 0;
            for (Unit unit : world.getUnits()) {
                int count = world.getAreaSpellTargets(unit.cell, spell).size();
                if (count > bestCount) {
                    best = unit.cell;
                    bestCount = count;
                }
            }
            if (best != null) {
                world.castAreaSpell(best, spell);
                return; // one spell a turn
            }
        }
    }

    private void upgrade(World world, Player me) {
        Unit healthiest = me.units.stream().filter(u -> !u.isDuplicate).max(Comparator.comparingInt(u -> u.hp))
                .orElse(null);
        if (healthiest == null) {
            return;
        }
        if (world.getDamageUpgradeNumber() > 0) {
            world.upgradeUnitDamage(healthiest);
        } else if (world.getRangeUpgradeNumber() > 0) {
            world.upgradeUnitRange(healthiest);
        }
    }

    public void end(World world, Map<Integer, Integer> scores) {
        System.err.println("game over at turn " + world.getCurrentTurn() + ", my score: "
                + scores.get(world.getMe().playerId));
    }
}
