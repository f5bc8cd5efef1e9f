package arena.game.bomber.cli;

import arena.game.bomber.BomberEngine;
import arena.game.cli.ExitCode;
import arena.game.cli.Maps;
import arena.game.cli.PageCommand;
import arena.game.cli.PlayOptions;
import arena.game.cli.Terminal;
import arena.game.cli.Tool;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ScopeType;

/**
 * The Bomber command-line tool: {@code java -jar arena-game-bomber-cli.jar <command>}. Plays local games
 * ({@code run}, {@code play}), re-plays command files ({@code repeat}), exports a replay's commands, lists
 * the maps.
 */
@Command(mixinStandardHelpOptions = true, scope = ScopeType.INHERIT,
        description = "Bomber on this machine: local games, command files, maps.")
public final class BomberCli {

    static final String JAR = "arena-game-bomber-cli.jar";

    private final PrintStream out;

    private BomberCli(PrintStream out) {
        this.out = out;
    }

    public static void main(String[] args) {
        System.exit(run(args, Terminal.safe(System.out), Terminal.safe(System.err)));
    }

    static int run(String[] args, PrintStream out, PrintStream err) {
        return tool(out, err).run(args);
    }

    static Tool tool(PrintStream out, PrintStream err) {
        return new Tool(JAR, new BomberCli(out), out, err).add(new LocalRunner(out))
                .add(new PageCommand(new BomberEngine(), out))
                .exitCode(ExitCode.FAILED, "failed: a file could not be read or written, or repeat --bot's strategy "
                        + "answered otherwise");
    }

    @Command(name = "play", description = {"Plays a game of built-in bots (idle, random, quickstart).",
        "Default: --bots quickstart,random --seed 1, a random map."})
    int play(@Mixin PlayOptions options,
            @Option(names = "--ticks", paramLabel = "N", description = "end the game after N ticks") Long ticks)
            throws IOException, InterruptedException {
        LocalRunner runner = new LocalRunner(out);
        runner.bots = options.bots(List.of("quickstart", "random"));
        for (String bot : runner.bots) {
            if (new BomberEngine().info().bot(bot).isEmpty()) {
                throw new IllegalArgumentException("play takes built-in bots (idle, random, quickstart), not " + bot
                        + "; run takes command lines");
            }
        }
        runner.map = options.map() == null ? "random" : options.map();
        runner.seed = options.seed(1);
        runner.ticks = ticks;
        runner.replay = options.replay();
        return runner.call();
    }

    @Command(name = "repeat", description = {"Plays an (edited) command file again: same map, seed, orders and commands.",
        "With --bot, also feeds player N's view of every tick to a local strategy and compares its answers."})
    int repeat(@Option(names = "--commands", required = true, paramLabel = "FILE", description = "the command file")
            Path commands,
            @Option(names = "--out", paramLabel = "FILE", defaultValue = "replay.json",
                    description = "the replay (default: replay.json)") Path replay,
            @Option(names = "--bot", paramLabel = "CMD", description = "a local strategy") String bot,
            @Option(names = "--player", paramLabel = "N", defaultValue = "1", description = "whose view (default: 1)")
            Integer player,
            @Option(names = "--move-ms", paramLabel = "MS", defaultValue = "600000",
                    description = "a tick's time limit (default: 600000)") Long moveMillis,
            @Option(names = "--dir", paramLabel = "DIR", defaultValue = ".", description = "where the bot starts")
            Path dir) throws IOException, InterruptedException {
        return new Repeater(out).repeat(commands, replay, bot, player, Duration.ofMillis(moveMillis), dir);
    }

    @Command(name = "export-commands", description = "Writes a replay's commands as an editable command file.")
    int exportCommands(@Parameters(paramLabel = "REPLAY", description = "a replay file") Path replay,
            @Option(names = "--out", paramLabel = "FILE", description = "the command file (default: stdout)")
            Path target) throws IOException {
        return new Repeater(out).exportCommands(replay, target);
    }

    @Command(name = "maps", description = "Lists the official maps.")
    int maps() {
        return Maps.print(new BomberEngine().info(), out);
    }
}
