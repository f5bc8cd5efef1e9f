package arena.game.bomber.cli;

import arena.game.bomber.maps.MapLibrary;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;

/**
 * The Bomber command-line tool: {@code java -jar arena-game-bomber-<version>-cli.jar <command>}. Plays
 * local games, re-plays command files, exports a replay's commands, lists the maps.
 */
public final class BomberCli {

    private BomberCli() {
    }

    public static void main(String[] args) throws InterruptedException {
        System.exit(run(args, System.out, System.err));
    }

    static int run(String[] args, PrintStream out, PrintStream err) throws InterruptedException {
        if (args.length == 0 || args[0].equals("help") || args[0].equals("--help")) {
            out.println(usage());
            return args.length == 0 ? 2 : 0;
        }
        try {
            CommandLine line = new CommandLine(args, 1);
            return switch (args[0]) {
                case "run" -> new LocalRunner().run(line, out);
                case "repeat" -> new Repeater().repeat(line, out);
                case "export-commands" -> new Repeater().exportCommands(line, out);
                case "maps" -> maps(out);
                default -> throw new IllegalArgumentException("unknown command " + args[0]);
            };
        } catch (IllegalArgumentException | IOException | UncheckedIOException e) {
            err.println("error: " + e.getMessage());
            err.println(usage());
            return 2;
        }
    }

    private static int maps(PrintStream out) {
        for (MapLibrary.Entry entry : MapLibrary.load().entries()) {
            out.println(entry.id() + " (" + entry.map().slots().size() + " players): " + entry.displayName());
        }
        return 0;
    }

    private static String usage() {
        return "usage: java -jar arena-game-bomber-cli.jar COMMAND\n  " + LocalRunner.USAGE + "\n  "
                + Repeater.USAGE + "\n  maps\n    lists the official maps";
    }
}
