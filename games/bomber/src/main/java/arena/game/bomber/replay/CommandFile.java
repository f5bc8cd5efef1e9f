package arena.game.bomber.replay;

import arena.game.api.Bounds;
import arena.game.bomber.maps.MapParser;
import arena.game.bomber.rules.Action;
import arena.game.bomber.rules.BomberMap;
import arena.game.bomber.rules.BomberRules;
import arena.game.bomber.rules.TickInput;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The editable command file (the seed's {@code UserCommandsUnity.txt}): a game's inputs as text that a
 * person can change and play again as a new game. Format, line by line:
 *
 * <pre>
 * bomber-commands 1
 * seed 42
 * config gameTicksMax=300 bangStartRadius=1 ...     (names of spec §5; missing ones keep defaults)
 * player 1 alice                                     (one line per player, ids 1..n, name to end of line)
 * player 2 bob
 * map classic 15x15                                  (then exactly 15 raw map rows in the §11 legend)
 * 1..++.+.+.++..2
 * ...
 * 1     2,1      BOMB   WAIT                         (tick, order, then one command per player by id)
 * 2     *        RIGHT  CRASH
 * </pre>
 *
 * Commands are {@code WAIT UP DOWN LEFT RIGHT BOMB}; {@code -} means not asked (dead, or crashed
 * earlier) and acts as {@code WAIT}; {@code CRASH} means the strategy crashed before this tick, so the
 * bomber stands still from then on. The order lists player ids (the full permutation the game drew; dead
 * ids are skipped, missing alive ids act last in ascending order); {@code *} draws it from
 * {@code new java.util.Random(seed)}, which draws one order per tick from tick 1. Ticks left out are
 * played with everybody waiting; the game ends by its rules, lines after the end are ignored. Blank lines
 * and lines starting with {@code #} are comments, except inside the map block.
 *
 * <p>Every value is bounded by {@link BomberRules#BOUNDS}: the file's size, the config values, player ids
 * and names, the map, tick numbers and turn orders. A value out of bounds is refused with a sentence naming
 * the line, never clamped.
 */
public final class CommandFile {

    public static final String MAGIC = "bomber-commands";

    private CommandFile() {
    }

    public static String write(RecordedGame game) {
        StringBuilder out = new StringBuilder();
        out.append("# Bomber command file: one line per tick with the turn order and every player's command.\n");
        out.append("# Edit the commands (WAIT UP DOWN LEFT RIGHT BOMB, - = not asked, CRASH = strategy crashes)\n");
        out.append("# and play it again: java -jar arena-game-bomber-cli.jar repeat --commands <file> --out replay.json\n");
        out.append(MAGIC).append(" 1\n");
        out.append("seed ").append(game.seed()).append('\n');
        out.append("config");
        game.rules().asMap().forEach((key, value) -> out.append(' ').append(key).append('=').append(value));
        out.append('\n');
        for (int i = 0; i < game.names().size(); i++) {
            out.append("player ").append(i + 1).append(' ').append(game.names().get(i)).append('\n');
        }
        BomberMap map = game.map();
        out.append("map ").append(map.name()).append(' ').append(map.width()).append('x').append(map.height()).append('\n');
        map.rows().forEach(row -> out.append(row).append('\n'));
        StringBuilder header = new StringBuilder(String.format("%-5s %-8s", "#tick", "order"));
        for (int id = 1; id <= game.names().size(); id++) {
            header.append(String.format(" %-6s", "P" + id));
        }
        out.append(header.toString().stripTrailing()).append('\n');
        Set<Integer> crashed = new HashSet<>();
        for (TickInput tick : game.ticks()) {
            String order = tick.order() == null ? "*" : String.join(",", tick.order().stream().map(String::valueOf).toList());
            StringBuilder line = new StringBuilder(String.format("%-5d %-8s", tick.tick(), order));
            for (int id = 1; id <= game.names().size(); id++) {
                String word;
                if (tick.crashedNow().contains(id)) {
                    word = "CRASH";
                } else if (crashed.contains(id) || !tick.commands().containsKey(id)) {
                    word = "-";
                } else {
                    word = tick.commands().get(id).name();
                }
                line.append(String.format(" %-6s", word));
            }
            crashed.addAll(tick.crashedNow());
            out.append(line.toString().stripTrailing()).append('\n');
        }
        return out.toString();
    }

    /** @throws IllegalArgumentException naming the line and what is wrong with it */
    public static RecordedGame parse(String text) {
        checkSize(text);
        String[] lines = text.split("\r?\n", -1);
        Long seed = null;
        BomberRules rules = BomberRules.DEFAULTS;
        Map<Integer, String> players = new TreeMap<>();
        BomberMap map = null;
        List<TickInput> ticks = new ArrayList<>();
        boolean magic = false;
        for (int n = 0; n < lines.length; n++) {
            String line = lines[n].strip();
            String where = "command file line " + (n + 1) + ": ";
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] words = line.split("\\s+");
            try {
                switch (words[0]) {
                    case MAGIC -> magic = true;
                    case "seed" -> seed = Long.parseLong(words[1]);
                    case "config" -> {
                        for (int i = 1; i < words.length; i++) {
                            String[] kv = words[i].split("=", 2);
                            if (kv.length != 2) {
                                throw new IllegalArgumentException("config values are name=value, not " + words[i]);
                            }
                            rules = rules.with(kv[0], kv[1]);
                        }
                    }
                    case "player" -> {
                        int id = Integer.parseInt(words[1]);
                        if (id < 1 || id > BomberRules.MAX_PLAYERS) {
                            throw new IllegalArgumentException("player ids are 1 to " + BomberRules.MAX_PLAYERS
                                    + ", not " + id);
                        }
                        String[] parts = line.split("\\s+", 3);
                        String name = parts.length > 2 ? parts[2] : "P" + id;
                        BomberRules.BOUNDS.checkName(name);
                        players.put(id, name);
                    }
                    case "map" -> {
                        int height = Integer.parseInt(words[2].substring(words[2].indexOf('x') + 1));
                        if (height < 1 || height > BomberRules.MAX_SIDE) {
                            throw new IllegalArgumentException("a map has 1 to " + BomberRules.MAX_SIDE
                                    + " rows, not " + height);
                        }
                        if (words[1].length() > Bounds.NAME_CHARS) {
                            throw new IllegalArgumentException("the map name has " + words[1].length()
                                    + " characters; at most " + Bounds.NAME_CHARS + " are allowed");
                        }
                        if (n + height >= lines.length) {
                            throw new IllegalArgumentException("the map needs " + height + " rows after this line");
                        }
                        StringBuilder rows = new StringBuilder();
                        for (int y = 1; y <= height; y++) {
                            rows.append(lines[n + y].strip()).append('\n');
                        }
                        map = MapParser.parse(words[1], rows.toString());
                        n += height;
                    }
                    default -> ticks.add(tickLine(words, players.size(), ticks));
                }
            } catch (RuntimeException e) {
                String message = e instanceof NumberFormatException || e instanceof ArrayIndexOutOfBoundsException
                        ? "cannot read \"" + line + "\"" : e.getMessage();
                throw new IllegalArgumentException(where + message, e);
            }
        }
        if (!magic || seed == null || map == null || players.isEmpty()) {
            throw new IllegalArgumentException("not a bomber command file: it needs the lines \"" + MAGIC
                    + " 1\", \"seed\", \"player\" and \"map\"");
        }
        List<String> names = new ArrayList<>(players.values());
        for (int id = 1; id <= names.size(); id++) {
            if (!players.containsKey(id)) {
                throw new IllegalArgumentException("command file: players are numbered 1.." + names.size()
                        + ", player " + id + " is missing");
            }
        }
        return new RecordedGame(map, rules, seed, names, ticks);
    }

    private static void checkSize(String text) {
        // a char is at least one byte: the cheap test first, the exact one only near the limit
        long bytes = text.length() > BomberRules.MAX_COMMAND_FILE_BYTES ? text.length()
                : text.getBytes(StandardCharsets.UTF_8).length;
        if (bytes > BomberRules.MAX_COMMAND_FILE_BYTES) {
            throw new IllegalArgumentException("the command file has " + (bytes + 1023) / 1024 + " KiB; at most "
                    + BomberRules.MAX_COMMAND_FILE_BYTES / 1024 + " KiB are allowed");
        }
    }

    private static TickInput tickLine(String[] words, int playerCount, List<TickInput> before) {
        int tick = Integer.parseInt(words[0]);
        if (!before.isEmpty() && tick <= before.get(before.size() - 1).tick()) {
            throw new IllegalArgumentException("tick " + tick + " comes after tick " + before.get(before.size() - 1).tick()
                    + " (ticks must increase)");
        }
        if (tick < 1) {
            throw new IllegalArgumentException("ticks start at 1");
        }
        if (tick > BomberRules.MAX_GAME_TICKS) {
            throw new IllegalArgumentException("tick " + tick + " is after the end of the longest game ("
                    + BomberRules.MAX_GAME_TICKS + " ticks)");
        }
        if (words.length != 2 + playerCount) {
            throw new IllegalArgumentException("expected the tick, the order and " + playerCount
                    + " commands (P1..P" + playerCount + "), found " + words.length + " words");
        }
        List<Integer> order = null;
        if (!words[1].equals("*")) {
            order = new ArrayList<>();
            for (String word : words[1].split(",")) {
                int id = Integer.parseInt(word);
                if (id < 1 || id > playerCount || order.contains(id)) {
                    throw new IllegalArgumentException("the order " + words[1] + " must list player ids 1 to "
                            + playerCount + ", each at most once");
                }
                order.add(id);
            }
        }
        Map<Integer, Action> commands = new HashMap<>();
        List<Integer> crashed = new ArrayList<>();
        for (int id = 1; id <= playerCount; id++) {
            String word = words[1 + id];
            if (word.equals("CRASH")) {
                crashed.add(id);
            } else if (!word.equals("-")) {
                Action action = Action.parse(word);
                if (action == null) {
                    throw new IllegalArgumentException("unknown command \"" + word + "\" for P" + id
                            + " (use WAIT UP DOWN LEFT RIGHT BOMB, - or CRASH)");
                }
                commands.put(id, action);
            }
        }
        return new TickInput(tick, order, commands, crashed);
    }
}
