package arena.game.bomber.cli;

import arena.game.api.Outcome;
import arena.game.bomber.match.OutcomeReport;
import arena.game.bomber.replay.CommandFile;
import arena.game.bomber.replay.GameRecord;
import arena.game.bomber.replay.RecordedGame;
import arena.game.bomber.replay.ReplayReader;
import arena.game.bomber.replay.Resimulation;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

/**
 * {@code repeat}: plays a command file (possibly edited) again and writes its replay, optionally
 * feeding one bomber's view to a local strategy ({@link LocalFeed}); {@code export-commands}: turns a
 * replay into an editable command file.
 */
final class Repeater {

    static final String USAGE = "repeat --commands game.txt [--out replay.json] [--bot CMD --player N [--move-ms MS]]\n"
            + "    plays an (edited) command file again: same map, seed, orders and commands; with --bot, also\n"
            + "    feeds player N's view of every tick to a local strategy and compares its answers\n"
            + "  export-commands replay.json [--out game.txt]\n"
            + "    writes a replay's commands as an editable command file (to stdout without --out)";

    int repeat(CommandLine args, PrintStream out) throws IOException, InterruptedException {
        args.allowOnly("commands", "out", "bot", "player", "move-ms", "dir");
        String file = args.option("commands", null);
        if (file == null) {
            throw new IllegalArgumentException("repeat needs --commands game.txt");
        }
        RecordedGame inputs = CommandFile.parse(Files.readString(Path.of(file), StandardCharsets.UTF_8));
        GameRecord game = Resimulation.run(inputs);
        Outcome outcome = OutcomeReport.of(game, " (from the command file)");
        Summary.print(out, outcome, inputs.names());
        if (inputs.ticks().size() > 0 && inputs.ticks().get(inputs.ticks().size() - 1).tick() > outcome.turns()) {
            out.println("note: the game ended at tick " + outcome.turns() + "; later lines of the file were not used");
        }
        Path replay = Path.of(args.option("out", "replay.json"));
        Files.write(replay, outcome.replay());
        out.println("replay written to " + replay);
        String bot = args.option("bot", null);
        if (bot != null) {
            LocalFeed feed = new LocalFeed(out, Duration.ofMillis(args.longOption("move-ms", 600_000)));
            return feed.feed(game, (int) args.longOption("player", 1), bot, Path.of(args.option("dir", ".")));
        }
        return 0;
    }

    int exportCommands(CommandLine args, PrintStream out) throws IOException {
        args.allowOnly("out");
        if (args.words().size() != 1) {
            throw new IllegalArgumentException("export-commands needs one replay file");
        }
        String text = CommandFile.write(ReplayReader.read(Files.readAllBytes(Path.of(args.words().get(0)))));
        String target = args.option("out", null);
        if (target == null) {
            out.print(text);
        } else {
            Files.writeString(Path.of(target), text, StandardCharsets.UTF_8);
            out.println("command file written to " + target);
        }
        return 0;
    }
}
