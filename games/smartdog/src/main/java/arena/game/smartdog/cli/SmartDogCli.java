package arena.game.smartdog.cli;

import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.Reproduced;
import arena.game.api.SeatHub;
import arena.game.api.SeatResult;
import arena.game.cli.ExitCode;
import arena.game.cli.PageCommand;
import arena.game.cli.PlayOptions;
import arena.game.cli.Terminal;
import arena.game.cli.Tool;
import arena.game.smartdog.SmartDogEngine;
import arena.game.smartdog.maps.MapLibrary;
import arena.game.smartdog.maps.MapPart;
import arena.game.smartdog.replay.Reproducing;
import arena.game.smartdog.rules.SmartDogRules;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ScopeType;

/**
 * The smartdog command-line tool: {@code java -jar arena-game-smartdog-cli.jar <command>}. Lists the maps,
 * plays the built-in bots against each other, runs the standalone server of 2012, and checks that a replay
 * plays again exactly.
 */
@Command(mixinStandardHelpOptions = true, scope = ScopeType.INHERIT,
        description = "Smartdog on this machine: the 2012 server, games of built-in bots, replays, maps.")
public final class SmartDogCli {

    static final String JAR = "arena-game-smartdog-cli.jar";

    private final PrintStream out;

    private SmartDogCli(PrintStream out) {
        this.out = out;
    }

    public static void main(String[] args) {
        System.exit(run(args, Terminal.safe(System.out), Terminal.safe(System.err)));
    }

    static int run(String[] args, PrintStream out, PrintStream err) {
        return tool(out, err).run(args);
    }

    static Tool tool(PrintStream out, PrintStream err) {
        return new Tool(JAR, new SmartDogCli(out), out, err).add(new PageCommand(new SmartDogEngine(), out))
                .exitCode(ExitCode.FAILED, "failed: a file could not be read or written, or a replay played differently");
    }

    @Command(name = "maps", description = "Lists the original maps and their options.")
    int maps() {
        for (MapPart map : MapLibrary.load().maps()) {
            SmartDogRules rules = map.rules(SmartDogRules.HUB_DEFAULTS);
            // the shape every tool's maps has, "<id> (<n> players): ...", with a map's size per player and its options
            out.println(map.name() + " (1 to 4 players, " + map.width() + "x" + map.height() + " per player): "
                    + rules.asMap());
            rules.notes().forEach(note -> out.println("  note: " + note));
            map.ignoredKeys().forEach(key -> out.println("  note: header key " + key + " is not an option, ignored"));
        }
        return ExitCode.OK;
    }

    @Command(name = "play", description = {"Plays built-in bots (herding, idle; one per player: 1-4) and prints the "
        + "result.", "Default: --bots herding,idle --seed 1."})
    int play(@Mixin PlayOptions options,
            @Option(names = "--turns", paramLabel = "N", description = "end the game after N turns") Integer turns)
            throws InterruptedException, IOException {
        return play(options.bots(List.of("herding", "idle")), options.map(), options.seed(1), turns, options.replay());
    }

    @Command(name = "serve", description = {"The standalone server of 2012.",
        "Its hubs default (2-4 players), solo, duet, trio and quartet each play the original maps in turn;",
        "each game's replay is written into the --replays folder."})
    int serve(@Option(names = "--port", paramLabel = "PORT", defaultValue = "" + SmartDogEngine.PORT,
                    description = "the TCP port (default: ${DEFAULT-VALUE})") Integer port,
            @Option(names = "--wait-for-turn", paramLabel = "MS", description = "the hubs' turn timeout (default: 300000; "
                    + "a map header may set its own)") Integer waitForTurn,
            @Option(names = "--replays", paramLabel = "DIR", defaultValue = "replays",
                    description = "the replays' folder (default: ${DEFAULT-VALUE})") Path replays,
            @Option(names = "--max-connections", paramLabel = "N", description = "refuse clients beyond N (default: 64)")
            Integer maxConnections,
            @Option(names = "--join-timeout", paramLabel = "S", description = "close a client that has not joined "
                    + "within S seconds (default: 600)") Long joinTimeout) throws IOException, InterruptedException {
        ServerLimits limits = new ServerLimits(
                maxConnections != null ? maxConnections : ServerLimits.DEFAULT.maxConnections(),
                joinTimeout != null ? Duration.ofSeconds(joinTimeout) : ServerLimits.DEFAULT.joinTimeout());
        int turnWait = waitForTurn != null ? waitForTurn : SmartDogRules.HUB_DEFAULTS.waitForTurn();
        Random coin = new Random();
        try (SmartDogServer server = new SmartDogServer(port, turnWait, replays, () -> coin.nextDouble() <= 0.5,
                out::println, limits)) {
            server.start();
            out.println("smartdog server listening on port " + server.port() + " (hubs: default, solo, duet, trio, quartet)");
            new CountDownLatch(1).await(); // until the process is stopped
        }
        return ExitCode.OK;
    }

    @Command(name = "check-replay", aliases = "repeat",
            description = "Plays a replay's recorded inputs again and says whether every turn comes out the same.")
    int checkReplay(@Parameters(paramLabel = "FILE", description = "a replay file") Path file) throws IOException {
        Reproduced again = new Reproducing().check(Files.readAllBytes(file));
        if (!again.identical()) {
            out.println("turn " + again.differsAt() + " differs: " + again.detail());
            return ExitCode.FAILED;
        }
        out.println("all " + again.turns() + " turns play again the same");
        return ExitCode.OK;
    }

    private int play(List<String> bots, String map, long seed, Integer turns, Path replay)
            throws InterruptedException, IOException {
        if (bots.isEmpty() || bots.size() > 4) {
            throw new IllegalArgumentException("--bots names 1 to 4 built-in bots, comma-separated");
        }
        String format = List.of("solo", "duet", "trio", "quartet").get(bots.size() - 1);
        Map<String, String> matchOptions = new HashMap<>();
        if (turns != null) {
            matchOptions.put(SmartDogEngine.OPTION_TURNS_LIMIT, Integer.toString(turns));
        }
        List<String> names = new ArrayList<>();
        for (int i = 0; i < bots.size(); i++) {
            names.add(bots.get(i) + (i + 1));
        }
        Limits limits = SmartDogEngine.LIMITS.withTimes(Duration.ofSeconds(10), Duration.ofSeconds(10), Duration.ZERO);
        SmartDogEngine engine = new SmartDogEngine();
        SeatHub hub = new SeatHub(new MatchSetup(format, map, seed, names, limits, matchOptions));
        for (int i = 0; i < bots.size(); i++) {
            hub.add(engine.createBot(bots.get(i), i, names.get(i), hub));
        }
        Outcome outcome = engine.play(hub);
        out.println(outcome.summary());
        for (SeatResult result : outcome.results()) {
            out.println("  " + names.get(result.seat()) + ": place " + result.place() + ", score " + result.score()
                    + (result.verdict().ok() ? "" : ", " + result.verdict()));
        }
        if (replay != null) {
            Files.write(replay, outcome.replay());
            out.println("replay written to " + replay);
        }
        return ExitCode.OK;
    }
}
