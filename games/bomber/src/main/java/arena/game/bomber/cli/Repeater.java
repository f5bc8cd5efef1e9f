package arena.game.bomber.cli;

import arena.game.api.Outcome;
import arena.game.api.Reproduced;
import arena.game.bomber.BomberEngine;
import arena.game.bomber.match.OutcomeReport;
import arena.game.bomber.replay.LocalFeed;
import arena.game.bomber.replay.CommandFile;
import arena.game.bomber.replay.GameRecord;
import arena.game.bomber.replay.RecordedGame;
import arena.game.bomber.replay.ReplayReader;
import arena.game.bomber.replay.Resimulation;
import arena.game.cli.BotCommand;
import arena.game.cli.ExitCode;
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

    private final PrintStream out;

    Repeater(PrintStream out) {
        this.out = out;
    }

    /**
     * @param bot a local strategy to feed {@code player}'s view to, or {@code null}
     * @return {@link ExitCode#FAILED} when that strategy did not answer every tick as recorded, as a check that failed
     */
    int repeat(Path file, Path replay, String bot, int player, Duration move, Path dir)
            throws IOException, InterruptedException {
        RecordedGame inputs = CommandFile.parse(Files.readString(file, StandardCharsets.UTF_8));
        GameRecord game = Resimulation.run(inputs);
        Outcome outcome = OutcomeReport.of(game, true);
        Summary.print(out, outcome, inputs.names());
        if (inputs.ticks().size() > 0 && inputs.ticks().get(inputs.ticks().size() - 1).tick() > outcome.turns()) {
            out.println("note: the game ended at tick " + outcome.turns() + "; later lines of the file were not used");
        }
        Files.write(replay, outcome.replay());
        out.println("replay written to " + replay);
        if (bot != null) {
            try {
                Reproduced fed = new LocalFeed(out, BomberEngine.LIMITS, move).feed(game, player, BotCommand.split(bot),
                        dir);
                return fed.identical() ? ExitCode.OK : ExitCode.FAILED;
            } catch (IllegalStateException e) {
                out.println(e.getMessage());
                return ExitCode.FAILED;
            }
        }
        return ExitCode.OK;
    }

    /** @param target the command file, or {@code null} for stdout */
    int exportCommands(Path replay, Path target) throws IOException {
        String text = CommandFile.write(ReplayReader.read(Files.readAllBytes(replay)));
        if (target == null) {
            out.print(text);
        } else {
            Files.writeString(target, text, StandardCharsets.UTF_8);
            out.println("command file written to " + target);
        }
        return ExitCode.OK;
    }
}
