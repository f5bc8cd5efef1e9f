package arena.game.smartdog.cli;

import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.ReplayWriter;
import arena.game.api.SeatHub;
import arena.game.api.SeatResult;
import arena.game.smartdog.SmartDogEngine;
import arena.game.smartdog.maps.MapLibrary;
import arena.game.smartdog.maps.MapPart;
import arena.game.smartdog.replay.Frame;
import arena.game.smartdog.replay.GameRecord;
import arena.game.smartdog.replay.ReplayReader;
import arena.game.smartdog.replay.Resimulation;
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

/**
 * The smartdog command-line tool: {@code java -jar arena-game-smartdog-<version>-cli.jar <command>}. Lists
 * the maps, plays the built-in bots against each other, and checks that a replay plays again exactly.
 */
public final class SmartDogCli {

    static final String USAGE = """
            usage: java -jar arena-game-smartdog-cli.jar COMMAND
              maps
                lists the original maps and their options
              play --bots herding,idle [--map simple-1] [--seed 1] [--turns N] [--replay FILE]
                plays built-in bots (one per player: 1-4) and prints the result; --replay writes the replay
              serve [--port 3002] [--wait-for-turn 300000] [--replays replays] [--max-connections 64] [--join-timeout 600]
                the standalone server of 2012: hubs default (2-4 players), solo, duet, trio, quartet, each playing
                the original maps in turn; writes each game's replay into the --replays folder; refuses clients
                beyond --max-connections and closes one that has not joined within --join-timeout seconds
              check-replay FILE
                plays a replay's recorded inputs again and says whether every turn comes out the same""";

    private SmartDogCli() {
    }

    public static void main(String[] args) throws InterruptedException {
        System.exit(run(args, System.out, System.err));
    }

    static int run(String[] args, PrintStream out, PrintStream err) throws InterruptedException {
        if (args.length == 0 || args[0].equals("help") || args[0].equals("--help")) {
            out.println(USAGE);
            return args.length == 0 ? 2 : 0;
        }
        try {
            Map<String, String> options = options(args);
            return switch (args[0]) {
                case "maps" -> maps(out);
                case "play" -> play(options, out);
                case "check-replay" -> checkReplay(args, out);
                case "serve" -> serve(options, out);
                default -> throw new IllegalArgumentException("unknown command " + args[0]);
            };
        } catch (IllegalArgumentException | IOException e) {
            err.println("error: " + e.getMessage());
            err.println(USAGE);
            return 2;
        }
    }

    private static int maps(PrintStream out) {
        for (MapPart map : MapLibrary.load().maps()) {
            SmartDogRules rules = map.rules(SmartDogRules.HUB_DEFAULTS);
            out.println(map.name() + " (" + map.width() + "x" + map.height() + " per player): " + rules.asMap());
            rules.notes().forEach(note -> out.println("  note: " + note));
            map.ignoredKeys().forEach(key -> out.println("  note: header key " + key + " is not an option, ignored"));
        }
        return 0;
    }

    private static int play(Map<String, String> options, PrintStream out) throws InterruptedException, IOException {
        String[] bots = options.getOrDefault("bots", "herding,idle").split(",");
        if (bots.length < 1 || bots.length > 4) {
            throw new IllegalArgumentException("--bots names 1 to 4 built-in bots, comma-separated");
        }
        String format = List.of("solo", "duet", "trio", "quartet").get(bots.length - 1);
        Map<String, String> matchOptions = new HashMap<>();
        if (options.containsKey("turns")) {
            matchOptions.put(SmartDogEngine.OPTION_TURNS_LIMIT, options.get("turns"));
        }
        List<String> names = new ArrayList<>();
        for (int i = 0; i < bots.length; i++) {
            names.add(bots[i] + (i + 1));
        }
        long seed = Long.parseLong(options.getOrDefault("seed", "1"));
        Limits limits = SmartDogEngine.LIMITS.withTimes(Duration.ofSeconds(10), Duration.ofSeconds(10), Duration.ZERO);
        SmartDogEngine engine = new SmartDogEngine();
        SeatHub hub = new SeatHub(new MatchSetup(format, options.get("map"), seed, names, limits, matchOptions));
        for (int i = 0; i < bots.length; i++) {
            hub.add(engine.createBot(bots[i].trim(), i, names.get(i), hub));
        }
        Outcome outcome = engine.play(hub);
        out.println(outcome.summary());
        for (SeatResult result : outcome.results()) {
            out.println("  " + names.get(result.seat()) + ": place " + result.place() + ", score " + result.score()
                    + (result.verdict().ok() ? "" : ", " + result.verdict()));
        }
        if (options.containsKey("replay")) {
            Files.write(Path.of(options.get("replay")), outcome.replay());
            out.println("replay written to " + options.get("replay"));
        }
        return 0;
    }

    private static int serve(Map<String, String> options, PrintStream out) throws IOException, InterruptedException {
        int port = Integer.parseInt(options.getOrDefault("port", Integer.toString(SmartDogEngine.PORT)));
        int waitForTurn = Integer.parseInt(options.getOrDefault("wait-for-turn",
                Integer.toString(SmartDogRules.HUB_DEFAULTS.waitForTurn())));
        ServerLimits limits = new ServerLimits(
                Integer.parseInt(options.getOrDefault("max-connections", Integer.toString(ServerLimits.DEFAULT.maxConnections()))),
                java.time.Duration.ofSeconds(Long.parseLong(options.getOrDefault("join-timeout",
                        Long.toString(ServerLimits.DEFAULT.joinTimeout().toSeconds())))));
        java.util.Random coin = new java.util.Random();
        try (SmartDogServer server = new SmartDogServer(port, waitForTurn, Path.of(options.getOrDefault("replays", "replays")),
                () -> coin.nextDouble() <= 0.5, out::println, limits)) {
            server.start();
            out.println("smartdog server listening on port " + server.port() + " (hubs: default, solo, duet, trio, quartet)");
            new java.util.concurrent.CountDownLatch(1).await(); // until the process is stopped
        }
        return 0;
    }

    private static int checkReplay(String[] args, PrintStream out) throws IOException {
        if (args.length < 2) {
            throw new IllegalArgumentException("check-replay needs a file");
        }
        GameRecord record = ReplayReader.read(ReplayWriter.read(Files.readAllBytes(Path.of(args[1]))));
        List<Frame> again = Resimulation.frames(record);
        for (int i = 0; i < record.frames().size(); i++) {
            if (i >= again.size() || !again.get(i).sameAs(record.frames().get(i))) {
                out.println("turn " + record.frames().get(i).turn() + " differs");
                return 1;
            }
        }
        out.println("all " + record.turnsPlayed() + " turns play again the same");
        return 0;
    }

    private static Map<String, String> options(String[] args) {
        Map<String, String> options = new HashMap<>();
        for (int i = 1; i < args.length; i++) {
            if (args[i].startsWith("--")) {
                if (i + 1 >= args.length) {
                    throw new IllegalArgumentException("option " + args[i] + " needs a value");
                }
                options.put(args[i].substring(2), args[++i]);
            }
        }
        return options;
    }
}
