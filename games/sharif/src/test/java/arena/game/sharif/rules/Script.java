package arena.game.sharif.rules;

import arena.game.sharif.protocol.TurnMessage;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import tools.jackson.databind.JsonNode;

/**
 * Plays a game of spec §18's form: picks (default [0,1,2,3,4] for everyone), commands by turn and
 * player, and "Tn" read as the state after {@code runTo(n)}.
 */
public final class Script {

    static final List<Integer> DEFAULT_PICK = List.of(0, 1, 2, 3, 4);

    private final SharifMap map;
    private final long seed;
    private final Map<Integer, List<Integer>> picks = new HashMap<>();
    private final Map<Integer, Map<Integer, List<Command>>> byTurn = new HashMap<>();
    private Game game;

    private Script(SharifMap map, long seed) {
        this.map = map;
        this.seed = seed;
        for (int p = 0; p < 4; p++) {
            picks.put(p, DEFAULT_PICK);
        }
    }

    public static Script on(SharifMap map) {
        return new Script(map, 20200220L);
    }

    public static Script on(SharifMap map, long seed) {
        return new Script(map, seed);
    }

    public Script pick(int player, Integer... units) {
        picks.put(player, java.util.Arrays.asList(units));
        return this;
    }

    public Script noPick(int player) {
        picks.remove(player);
        return this;
    }

    /** Commands player {@code player} sends tagged with turn {@code turn}, in this order. */
    public Script at(int turn, int player, Command... commands) {
        byTurn.computeIfAbsent(turn, t -> new TreeMap<>()).computeIfAbsent(player, p -> new ArrayList<>())
                .addAll(List.of(commands));
        return this;
    }

    public Game game() {
        if (game == null) {
            game = new Game(map, seed);
            game.start(picks);
        }
        return game;
    }

    /** Steps until the state turn is {@code state} (or the game ends). */
    public Game runTo(int state) {
        Game g = game();
        while (g.turn() < state && !g.over()) {
            g.step(byTurn.getOrDefault(g.turn(), Map.of()));
        }
        return g;
    }

    /** Recipient p's turn message of the current state. */
    public JsonNode message(int p) {
        return TurnMessage.info(game(), p);
    }

    public static Command put(int type, int path) {
        return new Command.PutUnit(type, path);
    }

    public static Command cast(int type, int row, int col) {
        return new Command.CastSpell(type, new Cell(row, col), -1, -1);
    }

    public static Command teleport(int type, int row, int col, int unit, int path) {
        return new Command.CastSpell(type, new Cell(row, col), unit, path);
    }

    public static Command damageUpgrade(int unit) {
        return new Command.Upgrade(Command.UpgradeKind.DAMAGE, unit);
    }

    public static Command rangeUpgrade(int unit) {
        return new Command.Upgrade(Command.UpgradeKind.RANGE, unit);
    }

    public static Cell cell(int row, int col) {
        return new Cell(row, col);
    }
}
