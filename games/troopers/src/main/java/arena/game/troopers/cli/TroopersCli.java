package arena.game.troopers.cli;

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
import arena.game.troopers.TroopersEngine;
import arena.game.troopers.protocol.Protocol;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/**
 * The command-line tools: {@code java -jar arena-game-troopers-cli.jar <local-runner.properties> [seed]} runs a
 * game like the 2013 local runner ({@link LocalRunner}); {@code repeat <replay.json> <player id> [port]} serves
 * what a player was sent ({@link Repeater}); {@code play} (or the first form, {@code bots <format> <seed>
 * <bot>...}) plays built-in bots only, e.g. {@code bots 4x3 7 quickstart idle idle idle}; {@code maps} lists
 * the maps.
 */
@Command(mixinStandardHelpOptions = true, scope = ScopeType.INHERIT, customSynopsis = {
    "java -jar " + TroopersCli.JAR + " <local-runner.properties> [seed]",
    "   or: java -jar " + TroopersCli.JAR + " repeat <replay.json> <player id> [port]",
    "   or: java -jar " + TroopersCli.JAR + " play [--bots BOT,...] [--format 4x3] [--map MAP] [--seed N] "
        + "[--replay FILE]",
    "   or: java -jar " + TroopersCli.JAR + " bots <format> <seed> <bot>...",
    "         (bots: idle, example, quickstart, smart; formats: 4x3, 4x4, 2x5, 2x3, 2x4, 4x5)",
    "   or: java -jar " + TroopersCli.JAR + " maps | page REPLAY | help [COMMAND]"},
        description = {"CodeTroopers on this machine: the 2013 local runner (its local-runner.properties), the "
            + "repeater, games of built-in bots."})
public final class TroopersCli implements Callable<Integer> {

    static final String JAR = "arena-game-troopers-cli.jar";

    private final PrintStream out;

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", paramLabel = "<local-runner.properties>",
            description = "the 2013 local runner's configuration")
    private Path properties;

    @Parameters(index = "1", arity = "0..1", paramLabel = "seed", description = "the seed (default: the file's, "
            + "else a random one)")
    private Long seed;

    private TroopersCli(PrintStream out) {
        this.out = out;
    }

    public static void main(String[] args) {
        System.exit(run(args, Terminal.safe(System.out), Terminal.safe(System.err)));
    }

    static int run(String[] args, PrintStream out, PrintStream err) {
        return tool(out, err).run(args);
    }

    static Tool tool(PrintStream out, PrintStream err) {
        return new Tool(JAR, new TroopersCli(out), out, err).add(new PageCommand(new TroopersEngine(), out));
    }

    /** The 2013 local runner's command line. */
    @Override
    public Integer call() throws IOException, InterruptedException {
        if (properties == null) {
            throw new ParameterException(spec.commandLine(), "give a local-runner.properties or a command");
        }
        if (!Files.exists(properties) && !properties.toString().contains(".")) {
            // "paly": a command mistyped, most likely, though a file is what this place takes
            throw new NoSuchFileException(properties.toString(), null, "no command (see help) nor file");
        }
        new LocalRunner(LocalRunner.read(properties), out).run(seed);
        return ExitCode.OK;
    }

    @Command(name = "repeat", description = "Serves the bytes one player was sent in a finished game on a local port, "
        + "for its strategy to see that game again.")
    int repeat(@Parameters(index = "0", paramLabel = "<replay.json>") Path replay,
            @Parameters(index = "1", paramLabel = "<player id>") long player,
            @Parameters(index = "2", arity = "0..1", paramLabel = "port", description = "default: 31001") Integer port)
            throws IOException {
        Repeater.of(Files.readAllBytes(replay), player).serve(port != null ? port : Protocol.DEFAULT_PORT, out);
        return ExitCode.OK;
    }

    @Command(name = "play", description = {"Plays a game of built-in bots (idle, example, quickstart, smart).",
        "Default: --bots quickstart,idle,idle,idle --format 4x3 --seed 1."})
    int play(@Mixin PlayOptions options,
            @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "4x3",
                    description = "players x troopers: 4x3, 4x4, 2x5, 2x3, 2x4, 4x5") String format)
            throws IOException, InterruptedException {
        return play(format, options.map(), options.seed(1), options.bots(List.of("quickstart", "idle", "idle", "idle")),
                options.replay());
    }

    @Command(name = "bots", description = "Plays a game of built-in bots, the first form of play.")
    int bots(@Parameters(index = "0", paramLabel = "<format>") String format,
            @Parameters(index = "1", paramLabel = "<seed>") long seed,
            @Parameters(index = "2..*", arity = "1..*", paramLabel = "<bot>") List<String> bots)
            throws IOException, InterruptedException {
        return play(format, null, seed, bots, null);
    }

    @Command(name = "maps", description = "Lists the maps.")
    int maps() {
        return Maps.print(new TroopersEngine().info(), out);
    }

    private int play(String format, String map, long seed, List<String> bots, Path replay)
            throws IOException, InterruptedException {
        TroopersEngine engine = new TroopersEngine();
        List<String> names = new ArrayList<>();
        for (int i = 0; i < bots.size(); i++) {
            names.add(bots.get(i) + (i + 1));
        }
        Limits limits = TroopersEngine.LIMITS.withTimes(Duration.ofSeconds(10), Duration.ofSeconds(10), Duration.ZERO);
        SeatHub hub = new SeatHub(new MatchSetup(format, map, seed, names, limits, Map.of()));
        for (int i = 0; i < bots.size(); i++) {
            hub.add(engine.createBot(bots.get(i), i, names.get(i), hub));
        }
        Outcome outcome = engine.play(hub);
        out.println(outcome.summary());
        for (SeatResult r : outcome.results()) {
            out.println(r.place() + " " + r.score() + " " + r.status() + " " + names.get(r.seat()));
        }
        if (replay != null) {
            Files.write(replay, outcome.replay());
            out.println("replay written to " + replay);
        }
        return ExitCode.OK;
    }
}
