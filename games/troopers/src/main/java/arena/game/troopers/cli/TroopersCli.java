package arena.game.troopers.cli;

import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.SeatHub;
import arena.game.api.SeatResult;
import arena.game.troopers.TroopersEngine;
import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The command-line tools: {@code java -jar troopers-cli.jar <local-runner.properties> [seed]} runs a game like the
 * 2013 local runner ({@link LocalRunner}); {@code repeat <replay.json> <player id> [port]} serves what a player
 * was sent ({@link Repeater}); {@code bots <format> <seed> <bot>...} plays built-in bots only, e.g.
 * {@code bots 4x3 7 quickstart idle idle idle}.
 */
public final class TroopersCli {

    private TroopersCli() {
    }

    public static void main(String[] args) throws InterruptedException {
        System.exit(run(args, System.out, System.err));
    }

    static int run(String[] args, PrintStream out, PrintStream err) throws InterruptedException {
        if (args.length >= 3 && args[0].equals("repeat")) {
            try {
                Repeater repeater = Repeater.of(java.nio.file.Files.readAllBytes(java.nio.file.Path.of(args[1])),
                        Long.parseLong(args[2]));
                repeater.serve(args.length > 3 ? Integer.parseInt(args[3]) : arena.game.troopers.protocol.Protocol.DEFAULT_PORT, out);
                return 0;
            } catch (java.io.IOException e) {
                err.println("cannot repeat " + args[1] + ": " + e.getMessage());
                return 1;
            } catch (IllegalArgumentException e) {
                err.println(e.getMessage());
                return 2;
            }
        }
        if (args.length >= 1 && args.length <= 2 && !args[0].equals("bots") && !args[0].equals("repeat")) {
            try {
                LocalRunner runner = new LocalRunner(LocalRunner.read(java.nio.file.Path.of(args[0])), out);
                runner.run(args.length == 2 ? Long.parseLong(args[1]) : null);
                return 0;
            } catch (java.io.IOException e) {
                err.println("cannot run " + args[0] + ": " + e.getMessage());
                return 1;
            } catch (IllegalArgumentException e) {
                err.println(e.getMessage());
                return 2;
            }
        }
        if (args.length < 4 || !args[0].equals("bots")) {
            err.println("usage: <local-runner.properties> [seed]");
            err.println("   or: repeat <replay.json> <player id> [port]");
            err.println("   or: bots <format> <seed> <bot>...   (bots: idle, example, quickstart, smart; formats: 4x3, "
                    + "4x4, 2x5, 2x3, 2x4, 4x5)");
            return 2;
        }
        TroopersEngine engine = new TroopersEngine();
        List<String> names = new ArrayList<>();
        for (int i = 3; i < args.length; i++) {
            names.add(args[i] + (i - 2));
        }
        Limits limits = TroopersEngine.LIMITS.withTimes(Duration.ofSeconds(10), Duration.ofSeconds(10), Duration.ZERO);
        SeatHub hub = new SeatHub(new MatchSetup(args[1], null, Long.parseLong(args[2]), names, limits, Map.of()));
        try {
            for (int i = 3; i < args.length; i++) {
                hub.add(engine.createBot(args[i], i - 3, names.get(i - 3), hub));
            }
            Outcome outcome = engine.play(hub);
            out.println(outcome.summary());
            for (SeatResult r : outcome.results()) {
                out.println(r.place() + " " + r.score() + " " + r.status() + " " + names.get(r.seat()));
            }
            return 0;
        } catch (IllegalArgumentException e) {
            err.println(e.getMessage());
            return 2;
        }
    }
}
