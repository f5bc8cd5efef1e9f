package arena.game.troopers.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Set-up of a game (spec §5.1): players get ids 1..N in slot order (D14) and quarters (D10), squads are
 * created on the map's start cells, bonuses placed symmetrically (D11), and the turn order drawn (§5.2).
 */
public final class Deployment {

    private Deployment() {
    }

    /**
     * @param names the players' names in slot order (2 or 4)
     * @param rng   the rule stream: quarters, bonuses, turn order, later the reconnaissance offsets
     */
    public static Battle deploy(BattleMap map, Reachability reachability, TroopersRules rules, List<String> names,
            int teamSize, Random rng) {
        if (names.size() != 2 && names.size() != 4) {
            throw new IllegalArgumentException("troopers is played by 2 or 4 players, not " + names.size());
        }
        List<TrooperType> squad = TrooperType.squad(teamSize);
        List<Quarter> quarters = quarters(names.size(), rng);
        List<Player> players = new ArrayList<>();
        List<Trooper> troopers = new ArrayList<>();
        long nextId = 1;
        for (int slot = 0; slot < names.size(); slot++) {
            Player player = new Player(slot + 1, names.get(slot));
            players.add(player);
            for (TrooperType type : squad) {
                troopers.add(new Trooper(nextId++, player.id(), type, map.start(type, quarters.get(slot))));
            }
        }
        List<Bonus> bonuses = new ArrayList<>();
        for (Placed placed : bonuses(map, rng)) {
            for (Quarter quarter : Quarter.values()) {
                Cell cell = quarter.place(placed.cell());
                bonuses.add(new Bonus(nextId++, placed.type(), cell.x(), cell.y()));
            }
        }
        List<Trooper> order = TurnOrder.draw(players, squad, troopers, rng);
        return new Battle(rules, map.terrain(), reachability, players, troopers, bonuses, order, rng);
    }

    /** D10: four players take a random permutation of the quarters; two take TL and BR, in random order. */
    static List<Quarter> quarters(int players, Random rng) {
        List<Quarter> quarters;
        if (players == 4) {
            quarters = new ArrayList<>(Arrays.asList(Quarter.values()));
        } else {
            quarters = new ArrayList<>(List.of(Quarter.TOP_LEFT, Quarter.BOTTOM_RIGHT));
        }
        Collections.shuffle(quarters, rng);
        return quarters;
    }

    private record Placed(BonusType type, Cell cell) {
    }

    /**
     * D11: the map's number of bonuses, uniform types, on distinct free cells of the top-left quarter that are
     * no start cell of any type (so no mirror image is one either).
     */
    private static List<Placed> bonuses(BattleMap map, Random rng) {
        List<Cell> candidates = new ArrayList<>();
        for (int x = 0; x < TroopersRules.WIDTH / 2; x++) {
            for (int y = 0; y < TroopersRules.HEIGHT / 2; y++) {
                Cell cell = new Cell(x, y);
                if (map.terrain().cell(x, y).passable() && !map.starts().containsValue(cell)) {
                    candidates.add(cell);
                }
            }
        }
        List<Placed> placed = new ArrayList<>();
        for (int i = 0; i < map.bonusesPerQuarter() && !candidates.isEmpty(); i++) {
            BonusType type = BonusType.values()[rng.nextInt(BonusType.values().length)];
            placed.add(new Placed(type, candidates.remove(rng.nextInt(candidates.size()))));
        }
        return placed;
    }
}
