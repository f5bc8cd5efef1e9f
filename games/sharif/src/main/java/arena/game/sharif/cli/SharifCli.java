package arena.game.sharif.cli;

import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.SeatHub;
import arena.game.api.SeatResult;
import arena.game.sharif.SharifEngine;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * {@code run <map> <seed> <bot0> <bot1> <bot2> <bot3> [replay file]}: one game of built-in bots, its result
 * printed, its replay written. (The TCP {@code serve} command of issue 13 is still to come.)
 */
public final class SharifCli {

    private SharifCli() {
    }

    public static void main(String[] args) throws Exception {
        System.exit(run(args, System.out, System.err));
    }

    static int run(String[] args, PrintStream out, PrintStream err) throws InterruptedException, IOException {
        if (args.length < 7 || !args[0].equals("run")) {
            err.println("usage: run <map> <seed> <bot0> <bot1> <bot2> <bot3> [replay file]   (bots: idle, quickstart)");
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
        out.println(outcome.summary());
        for (SeatResult result : outcome.results()) {
            out.println("king " + result.seat() + " " + names.get(result.seat()) + ": " + result.score().display()
                    + " points, " + result.details().get("king HP") + " HP, " + result.verdict());
        }
        if (args.length > 7) {
            Files.write(Path.of(args[7]), outcome.replay());
        }
        return 0;
    }
}
