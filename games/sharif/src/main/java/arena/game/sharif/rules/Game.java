package arena.game.sharif.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

/**
 * One game of four players (spec §8, §9): the pick turns state 0 into state 1, then each step consumes
 * the commands tagged {@code t} and produces state {@code t + 1}. All randomness comes from one
 * {@code java.util.Random} made from the seed, drawn in the order of spec §11 (D-19).
 */
public final class Game {

    final SharifMap map;
    final SharifRules rules;
    final Lanes lanes;
    final Random rng;
    final King[] kings = new King[SharifRules.PLAYERS];
    final Player[] players = new Player[SharifRules.PLAYERS];
    final TreeMap<Integer, Unit> units = new TreeMap<>();
    /** The original's table of king cells and units (D-15): how it lists them. */
    final HashOrder unitTable = new HashOrder();
    final List<ActiveSpell> active = new ArrayList<>();
    final List<Unit> died = new ArrayList<>();
    final List<CastReport> casts = new ArrayList<>();
    int turn;
    int nextEntityId = 1;
    int nextCastId = SharifRules.FIRST_CAST_ID;
    /** Stamps the order in which units enter cells (see {@link Unit#entered}). */
    int nextEntry;

    public Game(SharifMap map, long seed) {
        this.map = map;
        this.rules = map.rules();
        this.lanes = Lanes.of(map);
        this.rng = new Random(seed);
        for (KingSpec spec : map.kings()) {
            kings[spec.playerId()] = new King(spec, nextEntityId);
            nextEntityId += 9;
        }
        unitTable.grew(tableSize());
        for (int p = 0; p < SharifRules.PLAYERS; p++) {
            players[p] = new Player(p, rules.maxAP(), map.baseUnits().size(), map.spells().size());
        }
    }

    /**
     * The pick (spec §7.1, §9 "pick processing"): every deck normalised, players 0..3, then the grants of
     * turn 1. A player without a pick gets a random deck.
     *
     * @param picks the {@code units} of each player's first pick, by player id
     */
    public void start(Map<Integer, List<Integer>> picks) {
        if (turn != 0) {
            throw new IllegalStateException("the pick is over");
        }
        for (Player player : players) {
            Cards.pick(this, player, picks.getOrDefault(player.id(), List.of()));
        }
        turn = 1;
        clearStep();
        Grants.grant(this);
    }

    /**
     * Step {@code t} (spec §9): the commands tagged with the current state turn, by player id, each list in
     * arrival order. Produces the next state.
     */
    public void step(Map<Integer, List<Command>> commands) {
        if (turn == 0 || over()) {
            throw new IllegalStateException(turn == 0 ? "the pick comes first" : "the game is over");
        }
        turn++;
        Map<Integer, List<Command>> live = new TreeMap<>();
        commands.forEach((player, list) -> {
            if (player >= 0 && player < SharifRules.PLAYERS && kings[player].alive()) {
                live.put(player, list);
            }
        });
        clearStep();
        Actions.upgrades(this, live, Command.UpgradeKind.DAMAGE);
        Actions.upgrades(this, live, Command.UpgradeKind.RANGE);
        Actions.putUnits(this, live);
        SpellPhase.run(this, live);
        Combat.target(this);
        Combat.attack(this);
        Combat.move(this);
        sweep();
        Combat.target(this);
        for (Player player : players) {
            player.castThisStep = false;
            player.upgradedThisStep = false;
            player.ap = Math.min(rules.maxAP(), player.ap + rules.apAddition());
            Cards.refill(this, player);
        }
        Grants.grant(this);
        SpellPhase.expire(this);
    }

    /** Step 2 of spec §9: what the last step reported is forgotten. */
    private void clearStep() {
        died.clear();
        casts.clear();
        for (Unit unit : units.values()) {
            unit.played = false;
            unit.damageUpgraded = false;
            unit.rangeUpgraded = false;
            unit.speedBonus = 0;
        }
        for (Player player : players) {
            player.receivedSpell = -1;
            player.gotDamageToken = false;
            player.gotRangeToken = false;
        }
    }

    /**
     * Removes every unit and king at HP 0 or less from the board (spec §9 steps 5c and 9). The dead join the
     * died list in the original's table order, sweep after sweep.
     */
    void sweep() {
        List<Unit> dead = units().stream().filter(u -> u.hp <= 0).toList();
        for (Unit unit : dead) {
            units.remove(unit.id());
            died.add(unit);
        }
        for (King king : kings) {
            if (king.onBoard && king.hp <= 0) {
                king.onBoard = false;
                king.target = null;
            }
        }
    }

    int newEntityId() {
        return nextEntityId++;
    }

    /** A new unit on the board (a put or a duplicate's copy), entering its cell now. */
    void add(Unit unit) {
        units.put(unit.id(), unit);
        unit.entered(nextEntry++);
        unitTable.grew(tableSize());
    }

    /** The size of the original's table: the nine cells of every king on the board, and the units. */
    private int tableSize() {
        int kingCells = 0;
        for (King king : kings) {
            kingCells += king.onBoard ? king.cells().size() : 0;
        }
        return kingCells + units.size();
    }

    /** Ends after the step that reaches {@code maxTurns}, or when both kings of a team are dead (spec §8.3). */
    public boolean over() {
        return turn >= rules.maxTurns() || teamDead(0) || teamDead(1);
    }

    private boolean teamDead(int team) {
        return !kings[team].alive() && !kings[team + 2].alive();
    }

    /** Spec §10.1 on the current king HPs. */
    public int[] scores() {
        int[] hp = new int[SharifRules.PLAYERS];
        for (int p = 0; p < hp.length; p++) {
            hp[p] = kings[p].hp;
        }
        return Scores.of(hp);
    }

    public int turn() {
        return turn;
    }

    public SharifMap map() {
        return map;
    }

    public SharifRules rules() {
        return rules;
    }

    public Lanes lanes() {
        return lanes;
    }

    public King king(int player) {
        return kings[player];
    }

    public Player player(int id) {
        return players[id];
    }

    /**
     * Units on the board, in the order the original lists them: the order of its table keyed by id (D-15),
     * which is ascending id only while no id reaches the table's bucket count.
     */
    public List<Unit> units() {
        return unitTable.sorted(units.values(), Unit::id);
    }

    public Unit unit(int id) {
        return units.get(id);
    }

    /** Units removed by the last step's sweeps: sweep by sweep, each in {@link #units()} order. */
    public List<Unit> diedUnits() {
        return List.copyOf(died);
    }

    /** The spells applied in the last step, in application order. */
    public List<CastReport> castSpells() {
        return List.copyOf(casts);
    }
}
