package arena.game.sharif.cli;

import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.SeatHub;
import arena.game.api.SeatResult;
import arena.game.cli.ExitCode;
import arena.game.cli.Maps;
import arena.game.cli.PageCommand;
import arena.game.cli.PlayOptions;
import arena.game.cli.Terminal;
import arena.game.cli.Tool;
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
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ScopeType;

/**
 * The game's command line: {@code play} (or the first form, {@code run <map> <seed> <bot0> <bot1> <bot2> <bot3>
 * [replay file]}) plays built-in bots; {@code serve} is the original server's part ({@link ServeCommand});
 * {@code maps} lists the maps. Games print the result and write the replay the site's viewer opens.
 */
@Command(mixinStandardHelpOptions = true, scope = ScopeType.INHERIT,
        description = "Sharif on this machine: the original server's part, games of built-in bots, maps.")
public final class SharifCli {

    static final String JAR = "arena-game-sharif-cli.jar";

    private final PrintStream out;

    private SharifCli(PrintStream out) {
        this.out = out;
    }

    public static void main(String[] args) {
        System.exit(run(args, Terminal.safe(System.out), Terminal.safe(System.err), System.getenv()));
    }

    static int run(String[] args, PrintStream out, PrintStream err, Map<String, String> env) {
        return tool(out, err, env).run(ServeOptions.originalSpelling(args));
    }

    static Tool tool(PrintStream out, PrintStream err, Map<String, String> env) {
        return new Tool(JAR, new SharifCli(out), out, err).add(new ServeCommand(env, out))
                .add(new PageCommand(new SharifEngine(), out));
    }

    @Command(name = "play", description = {"Plays a game of four built-in bots (idle, quickstart): kings 0 and 2 "
        + "against 1 and 3.", "Default: --bots quickstart,idle,idle,idle --map final2 --seed 1."})
    int play(@Mixin PlayOptions options) throws IOException, InterruptedException {
        List<String> bots = options.bots(List.of("quickstart", "idle", "idle", "idle"));
        if (bots.size() != 4) {
            throw new IllegalArgumentException("a game has four kings: --bots names 4 built-in bots, not " + bots.size());
        }
        return play(options.map() != null ? options.map() : "final2", options.seed(1), bots, options.replay());
    }

    @Command(name = "run", description = "Plays a game of four built-in bots, the first form of play.")
    int run(@Parameters(index = "0", paramLabel = "MAP") String map,
            @Parameters(index = "1", paramLabel = "SEED") long seed,
            @Parameters(index = "2..5", arity = "4", paramLabel = "BOT", description = "idle or quickstart")
            List<String> bots,
            @Parameters(index = "6", arity = "0..1", paramLabel = "REPLAY", description = "the replay file") Path replay)
            throws IOException, InterruptedException {
        return play(map, seed, bots, replay);
    }

    @Command(name = "maps", description = "Lists the maps shipped with the game.")
    int maps() {
        return Maps.print(new SharifEngine().info(), out);
    }

    private int play(String map, long seed, List<String> names, Path replay) throws IOException, InterruptedException {
        SharifEngine engine = new SharifEngine();
        Limits limits = new Limits(Duration.ofSeconds(10), Duration.ofSeconds(10), Duration.ZERO, 64, 8L << 20);
        SeatHub hub = new SeatHub(new MatchSetup("2v2", map, seed, names, limits, Map.of()));
        for (int i = 0; i < 4; i++) {
            hub.add(engine.createBot(names.get(i), i, names.get(i), hub));
        }
        Outcome outcome = engine.play(hub);
        print(outcome, names, out);
        if (replay != null) {
            Files.write(replay, outcome.replay());
            out.println("replay written to " + replay);
        }
        return ExitCode.OK;
    }

    static int serve(ServeOptions options, PrintStream out) throws InterruptedException, IOException {
        SharifMap map = loadMap(options.map());
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
        return ExitCode.OK;
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
            out.println("P" + (result.seat() + 1) + " (king " + result.seat() + ") " + names.get(result.seat()) + ": " + result.score().display()
                    + " points, " + result.details().get("king HP") + " HP, " + result.verdict());
        }
    }
}
