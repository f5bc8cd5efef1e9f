package arena.game.troopers.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Positions of the spec's test vectors: an all-FREE field with the listed obstacles, players 1..N and the
 * listed troopers. {@link #turn(Trooper)} starts that trooper's turn, so its AP is granted as in a game and may
 * then be set to the vector's value.
 */
final class Fixture {

    /** The matrix depends only on the terrain; vectors share a few terrains. */
    private static final Map<Terrain, Reachability> MATRICES = new ConcurrentHashMap<>();

    private Terrain terrain = Terrain.free();
    private final int players;
    private final List<Trooper> troopers = new ArrayList<>();
    private final List<Bonus> bonuses = new ArrayList<>();
    private long nextId = 1;
    private TroopersRules rules = TroopersRules.STANDARD;
    private Random rng = new Random(1);
    private Battle battle;

    private Fixture(int players) {
        this.players = players;
    }

    static Fixture players(int count) {
        return new Fixture(count);
    }

    static Reachability reachability(Terrain terrain) {
        return MATRICES.computeIfAbsent(terrain, Reachability::of);
    }

    Fixture cover(int x, int y, CellType type) {
        terrain = terrain.with(x, y, type);
        return this;
    }

    Fixture rules(TroopersRules value) {
        rules = value;
        return this;
    }

    Fixture random(Random value) {
        rng = value;
        return this;
    }

    /** A fresh trooper of the player (standing, full HP, its type's bonus). */
    Trooper trooper(int player, TrooperType type, int x, int y) {
        Trooper trooper = new Trooper(nextId++, player, type, new Cell(x, y));
        troopers.add(trooper);
        return trooper;
    }

    Bonus bonus(BonusType type, int x, int y) {
        Bonus bonus = new Bonus(1000 + nextId++, type, x, y);
        bonuses.add(bonus);
        return bonus;
    }

    /** The battle, with the troopers in the order they were added as the turn order. */
    Battle battle() {
        if (battle == null) {
            List<Player> list = new ArrayList<>();
            for (int id = 1; id <= players; id++) {
                list.add(new Player(id, "P" + id));
            }
            battle = new Battle(rules, terrain, reachability(terrain), list, troopers, bonuses, troopers, rng);
        }
        return battle;
    }

    /** Starts turns until it is this trooper's; its AP are then those granted at the start of its turn. */
    Trooper turn(Trooper trooper) {
        Battle b = battle();
        while (b.actor().orElse(null) != trooper) {
            if (b.nextTurn().isEmpty()) {
                throw new IllegalStateException("the game ended before " + trooper + " acted");
            }
        }
        return trooper;
    }

    ActionResult act(Action action) {
        return battle().act(action);
    }

    Player player(int id) {
        return battle().player(id);
    }
}
