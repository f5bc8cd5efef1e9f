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

/**
 * {@code repeat}: plays a command file (possibly edited) again and writes its replay;
 * {@code export-commands}: turns a replay into an editable command file.
 */
final class Repeater {

    static final String USAGE = "repeat --commands game.txt [--out replay.json]\n"
            + "    plays an (edited) command file again: same map, seed, orders and commands\n"
            + "  export-commands replay.json [--out game.txt]\n"
            + "    writes a replay's commands as an editable command file (to stdout without --out)";

    int repeat(CommandLine args, PrintStream out) throws IOException {
        args.allowOnly("commands", "out");
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
