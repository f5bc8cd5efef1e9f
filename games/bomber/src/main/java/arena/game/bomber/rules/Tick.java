package arena.game.bomber.rules;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One tick: turns S(t-1) into S(t) in the phases of spec §7, in place. A pure function of the board,
 * the rules, the commands and the turn order; the match draws the order from the seed, tests inject it.
 */
public final class Tick {

    private Tick() {
    }

    /**
     * Plays tick {@code board.tick() + 1}.
     *
     * @param commands each player's command by id; missing ids and crashed players {@code WAIT}
     * @param order    the turn order of phase 1: player ids, dead ones skipped; alive ids it misses act
     *                 after it in ascending order
     */
    public static TickReport apply(Board board, BomberRules rules, Map<Integer, Action> commands, List<Integer> order) {
        int t = board.tick + 1;
        for (Player player : turnOrder(board, order)) {
            Action action = player.crashed() ? Action.WAIT : commands.getOrDefault(player.id(), Action.WAIT);
            act(board, rules, player, action == null ? Action.WAIT : action, t);
        }
        pickUpBonuses(board, rules);
        Explosion.detonate(board, rules, t);
        TickReport report = burn(board, rules);
        board.tick = t;
        finishIfOver(board, rules);
        return report;
    }

    private static List<Player> turnOrder(Board board, List<Integer> order) {
        Set<Player> acting = new LinkedHashSet<>();
        for (Integer id : order) {
            for (Player player : board.players) {
                if (player.id() == id && player.alive()) {
                    acting.add(player);
                }
            }
        }
        for (Player player : board.players) {
            if (player.alive()) {
                acting.add(player);
            }
        }
        return new ArrayList<>(acting);
    }

    /** Phase 1 for one player, against the current state (spec §7.2). */
    private static void act(Board board, BomberRules rules, Player player, Action action, int t) {
        player.act(action);
        if (action.isMove()) {
            Cell target = player.position().step(action);
            if (board.cell(target.x(), target.y()) == CellType.FREE
                    && board.bombAt(target.x(), target.y()) == null
                    && board.alivePlayerAt(target.x(), target.y()) == null) {
                player.moveTo(target);
            }
        } else if (action == Action.BOMB && player.bombsCount() > 0 && board.bombAt(player.x(), player.y()) == null) {
            board.bombs.add(new Bomb(player.x(), player.y(), player.id(), player.bangRadius(), rules.bombLiveTime(), t));
            player.addBombs(-1);
        }
    }

    /** Phase 2 (spec §7.3): before burning, so a bomber stepping onto a bonus in lava gets it, then dies. */
    private static void pickUpBonuses(Board board, BomberRules rules) {
        for (Player player : board.players) {
            if (!player.alive()) {
                continue;
            }
            int i = board.index(player.x(), player.y());
            BonusType bonus = board.visible[i];
            if (bonus != null) {
                player.addPoints(rules.playerBonusFindPoints());
                if (bonus == BonusType.RADIUS) {
                    player.addRadius(BomberRules.RADIUS_BONUS_INCREMENT);
                } else {
                    player.addBombs(BomberRules.AMMUNITION_BONUS_INCREMENT);
                }
                board.visible[i] = null;
            }
        }
    }

    /** Phase 4 (spec §7.5): simultaneous deaths with kill credit, then lava ages. */
    private static TickReport burn(Board board, BomberRules rules) {
        boolean[] burning = new boolean[board.width() * board.height()];
        for (Lava lava : board.lavas) {
            burning[board.index(lava.x(), lava.y())] = true;
        }
        List<Player> died = new ArrayList<>();
        for (Player victim : board.players) {
            if (victim.alive() && burning[board.index(victim.x(), victim.y())]) {
                died.add(victim);
            }
        }
        for (Player victim : died) {
            Set<Integer> owners = new LinkedHashSet<>();
            for (Lava lava : board.lavas) {
                if (lava.x() == victim.x() && lava.y() == victim.y()) {
                    owners.add(lava.owner());
                }
            }
            for (int owner : owners) {
                if (owner != victim.id()) {
                    board.player(owner).creditKill(rules.playerKillPoints());
                }
            }
        }
        died.forEach(Player::die);
        board.lavas.removeIf(Lava::age);
        return new TickReport(died, burning, board.width());
    }

    /** Phase 5 (spec §7.6): survival points once, when the game ends. */
    private static void finishIfOver(Board board, BomberRules rules) {
        List<Player> alive = board.alivePlayers();
        if (alive.size() > 1 && board.tick < rules.gameTicksMax()) {
            return;
        }
        if (alive.size() == 1) {
            alive.get(0).addPoints(rules.playerWinPoints());
            board.endReason = EndReason.LAST_SURVIVOR;
        } else if (alive.isEmpty()) {
            board.endReason = EndReason.NO_SURVIVORS;
        } else {
            alive.forEach(p -> p.addPoints(rules.playerSurvivePoints()));
            board.endReason = EndReason.TICK_LIMIT;
        }
    }
}
