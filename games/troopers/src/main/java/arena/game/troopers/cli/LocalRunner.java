package arena.game.troopers.cli;

import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.Seat;
import arena.game.api.SeatHub;
import arena.game.process.SocketSeat;
import arena.game.api.SeatResult;
import arena.game.troopers.TroopersEngine;
import arena.game.troopers.protocol.Protocol;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * The 2013 local runner (spec §8.6): one game configured by the original's properties — {@code team-size},
 * {@code player-count}, {@code p1-type}..{@code p4-type} (Local, Empty, Quick, Smart), {@code p1-name}.. (empty: the original's names),
 * {@code map} ({@code default} when empty, as the original's), {@code base-adapter-port} (31001, the next Local
 * player one more), {@code seed} (empty: a random one), {@code results-file} — plus {@code move-count} (50) and {@code replay-file}. A
 * Local player is a strategy started by hand as {@code <cmd> 127.0.0.1 <port> 0000000000000000}; each reply is
 * awaited up to ten minutes.
 */
final class LocalRunner {

    /** The original runner's patience with a strategy being debugged. */
    static final Duration PATIENCE = Duration.ofMinutes(10);
    /** The 2013 runner's map when {@code map} is empty or absent (its local-runner.properties says so). */
    static final String DEFAULT_MAP = "default";
    /** An empty {@code p<i>-name} is the 2013 runner's automatic name: its classes' names (its read.me lists them). */
    static final Map<String, String> AUTOMATIC_NAMES = Map.of("Local", "MyStrategy", "Empty", "EmptyPlayer",
            "Quick", "QuickStartGuy", "Smart", "SmartGuy");

    private final Properties properties;
    private final PrintStream out;

    LocalRunner(Properties properties, PrintStream out) {
        this.properties = properties;
        this.out = out;
    }

    static Properties read(Path file) throws IOException {
        Properties properties = new Properties();
        try (var reader = Files.newBufferedReader(file)) {
            properties.load(reader);
        }
        return properties;
    }

    /** Plays the game; returns the outcome after writing the results and replay files if asked. */
    Outcome run(Long seedArgument) throws IOException, InterruptedException {
        int teamSize = (int) number("team-size", 3);
        int players = (int) number("player-count", 4);
        if (players != 2 && players != 4) {
            throw new IllegalArgumentException("player-count is 2 or 4, not " + players);
        }
        long seed = seedArgument != null ? seedArgument : number("seed", System.nanoTime());
        String format = players + "x" + teamSize;
        List<String> names = new ArrayList<>();
        List<String> types = new ArrayList<>();
        for (int p = 1; p <= players; p++) {
            String type = properties.getProperty("p" + p + "-type", p == 1 ? "Local" : "Empty").trim();
            types.add(type);
            String name = properties.getProperty("p" + p + "-name", "").trim();
            names.add(name.isEmpty() ? AUTOMATIC_NAMES.getOrDefault(type, type) : name);
        }
        names = numbered(names);
        String map = properties.getProperty("map", "").trim();
        if (map.isEmpty()) {
            map = DEFAULT_MAP;
        }
        Limits limits = TroopersEngine.LIMITS.withTimes(PATIENCE, PATIENCE, Duration.ZERO);
        Map<String, String> options = Map.of(TroopersEngine.OPTION_MOVES, Long.toString(number("move-count", 50)));
        TroopersEngine engine = new TroopersEngine();
        SeatHub hub = new SeatHub(new MatchSetup(format, map, seed, names, limits, options));
        int port = (int) number("base-adapter-port", Protocol.DEFAULT_PORT);
        List<Seat> seats = new ArrayList<>();
        try {
            for (int i = 0; i < players; i++) {
                Seat seat = switch (types.get(i)) {
                    case "Local" -> {
                        SocketSeat local = SocketSeat.listening(i, names.get(i), port++);
                        out.println("Player " + (i + 1) + " (" + names.get(i) + "): start your strategy as <cmd> "
                                + "127.0.0.1 " + local.port() + " " + Protocol.DEFAULT_TOKEN);
                        yield local;
                    }
                    case "Empty" -> engine.createBot("idle", i, names.get(i), hub);
                    case "Quick" -> engine.createBot("quickstart", i, names.get(i), hub);
                    case "Smart" -> engine.createBot("smart", i, names.get(i), hub);
                    default -> throw new IllegalArgumentException("p" + (i + 1) + "-type " + types.get(i)
                            + " is not one of Local, Empty, Quick, Smart");
                };
                seats.add(seat);
                hub.add(seat);
                if (seat instanceof SocketSeat local) {
                    local.start(hub);
                }
            }
            Outcome outcome = engine.play(hub);
            write(outcome, seed);
            return outcome;
        } finally {
            seats.forEach(Seat::kill);
        }
    }

    /** Names told apart as the site tells them: a repeated name gets " (2)", " (3)"... */
    private static List<String> numbered(List<String> names) {
        List<String> out = new ArrayList<>();
        for (String name : names) {
            String unique = name;
            for (int n = 2; out.contains(unique); n++) {
                unique = name + " (" + n + ")";
            }
            out.add(unique);
        }
        return out;
    }

    /** The original's results file: OK, SEED n, then {@code <place> <score> <OK|CRASHED>} per player. */
    static String results(Outcome outcome, long seed) {
        StringBuilder text = new StringBuilder("OK\nSEED ").append(seed).append('\n');
        for (SeatResult r : outcome.results()) {
            text.append(r.place()).append(' ').append(r.score().numerator()).append(' ').append(r.status()).append('\n');
        }
        return text.toString();
    }

    private void write(Outcome outcome, long seed) throws IOException {
        String results = properties.getProperty("results-file", "").trim();
        if (!results.isEmpty()) {
            Files.writeString(Path.of(results), results(outcome, seed));
        }
        String replay = properties.getProperty("replay-file", "").trim();
        if (!replay.isEmpty()) {
            Files.write(Path.of(replay), outcome.replay());
        }
        out.println(outcome.summary());
    }

    /** A key's number, or {@code otherwise} when the key is absent or empty (the 2013 file ends with a bare {@code seed}). */
    private long number(String key, long otherwise) {
        String value = properties.getProperty(key);
        if (value == null || value.isBlank()) {
            return otherwise;
        }
        try {
            return Long.parseLong(value.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(key + " must be a number, not " + value.trim());
        }
    }
}
