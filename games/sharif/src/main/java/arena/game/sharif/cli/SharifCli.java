package arena.game.sharif.cli;

import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.SeatHub;
import arena.game.api.SeatResult;
import arena.game.sharif.SharifEngine;
import arena.game.sharif.maps.MapLibrary;
import arena.game.sharif.maps.MapParser;
import arena.game.sharif.match.SharifMatch;
import arena.game.sharif.rules.SharifMap;
import arena.game.sharif.server.StandaloneServer;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The game's command line:
 * <ul>
 * <li>{@code run <map> <seed> <bot0> <bot1> <bot2> <bot3> [replay file]}: one game of built-in bots;</li>
 * <li>{@code serve --map <name or file> [--port 7099] [--seed N] [--replay file] [--extra ms] [--wait ms]}:
 * the original server's part, for four clients started with {@code AICHostIP}, {@code AICHostPort} and
 * {@code AICToken} (all-zero: first and third client are kings 0 and 2, second and fourth kings 1 and 3).
 * Like the original, {@code --map} defaults to {@code AICMap}, the port to {@code AICClientsPort}, and each
 * slot's token to {@code AICClient<i>Token}.</li>
 * </ul>
 * Both print the result and write the replay the site's viewer opens.
 */
public final class SharifCli {

    private static final String USAGE = "usage: run <map> <seed> <bot0> <bot1> <bot2> <bot3> [replay file]   "
            + "(bots: idle, quickstart)\n"
            + "       serve --map <name or file> [--port 7099] [--seed N] [--replay file] [--extra ms] [--wait ms]";

    private SharifCli() {
    }

    public static void main(String[] args) throws Exception {
        System.exit(run(args, System.out, System.err, System.getenv()));
    }

    static int run(String[] args, PrintStream out, PrintStream err, Map<String, String> env)
            throws InterruptedException, IOException {
        if (args.length > 0 && args[0].equals("serve")) {
            return serve(ServeOptions.parse(args, env), out, err);
        }
        if (args.length < 7 || !args[0].equals("run")) {
            err.println(USAGE);
            return 2;
        }
        SharifEngine engine = new SharifEngine();
        Limits limits = new Limits(Duration.ofSeconds(10), Duration.ofSeconds(10), Duration.ZERO, 64, 8L << 20);
        List<String> names = List.of(args[3], args[4], args[5], args[6]);
        SeatHub hub = new SeatHub(new MatchSetup("2v2", args[1], Long.parseLong(args[2]), names, limits, Map.of()));
        for (int i = 0; i < 4; i++) {
            hub.add(engine.createBot(names.get(i), i, names.get(i), hub));
        }
        Outcome outcome = engine.play(hub);
        print(outcome, names, out);
        if (args.length > 7) {
            Files.write(Path.of(args[7]), outcome.replay());
        }
        return 0;
    }

    private static int serve(ServeOptions options, PrintStream out, PrintStream err)
            throws InterruptedException, IOException {
        if (options.error() != null) {
            err.println(options.error());
            err.println(USAGE);
            return 2;
        }
        SharifMap map;
        try {
            map = loadMap(options.map());
        } catch (IllegalArgumentException e) {
            err.println(e.getMessage());
            return 2;
        }
        long seed = options.seed() != null ? options.seed() : new Random().nextLong();
        try (StandaloneServer server = new StandaloneServer(options.port(), options.tokens(), out)) {
            out.println("sharif: map " + map.name() + ", seed " + seed + ", listening on port " + server.port()
                    + "; waiting for 4 clients (1st and 3rd: kings 0 and 2, 2nd and 4th: kings 1 and 3)");
            out.flush();
            server.gather(options.connectWait());
            SharifMatch.Result result = server.play(map, seed, options.extra());
            List<String> names = List.of("player 0", "player 1", "player 2", "player 3");
            Outcome outcome = SharifEngine.outcome(result, names);
            print(outcome, names, out);
            Path replay = options.replay() != null ? options.replay()
                    : Path.of("sharif-" + map.name() + "-" + seed + ".replay.json");
            Files.write(replay, outcome.replay());
            out.println("replay: " + replay.toAbsolutePath());
        }
        return 0;
    }

    /** One of the maps shipped with the game by name, or a map file in the original format. */
    static SharifMap loadMap(String nameOrFile) throws IOException {
        var known = MapLibrary.loadOne(nameOrFile);
        if (known.isPresent()) {
            return known.get();
        }
        Path file = Path.of(nameOrFile);
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("no map " + nameOrFile + ": neither one of " + MapLibrary.IDS
                    + " nor a file");
        }
        String name = file.getFileName().toString().replaceFirst("\\.map$", "");
        return MapParser.parse(name, Files.readString(file, StandardCharsets.UTF_8));
    }

    private static void print(Outcome outcome, List<String> names, PrintStream out) {
        out.println(outcome.summary());
        for (SeatResult result : outcome.results()) {
            out.println("king " + result.seat() + " " + names.get(result.seat()) + ": " + result.score().display()
                    + " points, " + result.details().get("king HP") + " HP, " + result.verdict());
        }
    }
}
