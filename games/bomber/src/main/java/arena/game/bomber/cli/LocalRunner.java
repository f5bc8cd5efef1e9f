package arena.game.bomber.cli;

import arena.game.api.Launch;
import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.ReplayWriter;
import arena.game.api.SeatHub;
import arena.game.api.SeatResult;
import arena.game.process.ProcessSeat;
import arena.game.bomber.BomberEngine;
import arena.game.bomber.replay.CommandFile;
import arena.game.bomber.replay.ReplayReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import tools.jackson.databind.JsonNode;

/**
 * {@code run}: plays one game on this machine, like the seed's debugger. Built-in bots by name, other
 * bots as local processes speaking the protocol on stdin/stdout; limits are generous by default so a
 * bot can be stopped in a debugger. Prints the result, writes the replay. Isolates nothing.
 */
final class LocalRunner {

    static final String USAGE = "run --bot BOT --bot BOT [--bot BOT ...] [--map NAME|random] [--seed N] [--ticks N]\n"
            + "      [--out replay.json] [--commands-out game.txt] [--move-ms MS] [--startup-ms MS] [--dir DIR]\n"
            + "    BOT is a built-in bot (idle, random, quickstart) or a command line such as \"python3 -u main.py\"\n"
            + "    (split into words at blanks, 'quotes' group words, no shell involved), started in DIR.\n"
            + "    --move-ms and --startup-ms default to 600000 (10 minutes, for debugging).";

    private static final long DEBUG_MILLIS = 600_000;

    private final BomberEngine engine = new BomberEngine();

    int run(CommandLine args, PrintStream out) throws InterruptedException, IOException {
        args.allowOnly("bot", "map", "seed", "ticks", "out", "commands-out", "move-ms", "startup-ms", "dir");
        List<String> bots = args.all("bot");
        if (bots.size() < 2 || bots.size() > 4) {
            throw new IllegalArgumentException("a game has 2 to 4 bots (--bot), not " + bots.size());
        }
        String map = args.option("map", "random");
        long seed = args.longOption("seed", ThreadLocalRandom.current().nextLong());
        Limits limits = engine.info().limits().withTimes(
                Duration.ofMillis(args.longOption("startup-ms", DEBUG_MILLIS)),
                Duration.ofMillis(args.longOption("move-ms", DEBUG_MILLIS)), Duration.ZERO);
        Map<String, String> options = new HashMap<>();
        if (args.option("ticks", null) != null) {
            options.put(BomberEngine.OPTION_MAX_TICKS, Long.toString(args.longOption("ticks", 0)));
        }
        List<String> names = names(bots);
        MatchSetup setup = new MatchSetup(bots.size() + "p", map.equals("random") ? null : map, seed, names, limits,
                options);
        SeatHub hub = new SeatHub(setup);
        Map<Integer, ProcessSeat> processes = new HashMap<>();
        Path dir = Path.of(args.option("dir", "."));
        Outcome outcome;
        long started = System.nanoTime();
        try {
            for (int i = 0; i < bots.size(); i++) {
                String bot = bots.get(i);
                if (engine.info().bot(bot).isPresent()) {
                    hub.add(engine.createBot(bot, i, names.get(i), hub));
                } else {
                    ProcessSeat seat = start(i, names.get(i), bot, dir, limits, hub);
                    processes.put(i, seat);
                    hub.add(seat);
                }
            }
            started = System.nanoTime();
            outcome = engine.play(hub);
        } finally {
            processes.values().forEach(ProcessSeat::kill);
        }
        long wall = System.nanoTime() - started;
        Summary.print(out, outcome, names);
        printTimes(out, outcome, wall);
        for (SeatResult result : outcome.results()) {
            ProcessSeat seat = processes.get(result.seat());
            if (seat != null && !result.verdict().ok()) {
                out.println("--- stderr of " + names.get(result.seat()) + " (end) ---");
                out.println(seat.log().length() > 4000 ? seat.log().substring(seat.log().length() - 4000) : seat.log());
            }
        }
        Path replay = Path.of(args.option("out", "replay.json"));
        Files.write(replay, outcome.replay());
        out.println("replay written to " + replay);
        String commands = args.option("commands-out", null);
        if (commands != null) {
            Files.writeString(Path.of(commands), CommandFile.write(ReplayReader.read(outcome.replay())));
            out.println("command file written to " + commands);
        }
        return 0;
    }

    private static ProcessSeat start(int index, String name, String command, Path dir, Limits limits, SeatHub hub)
            throws IOException {
        try {
            return ProcessSeat.start(index, name, CommandLine.split(command), dir, Launch.stdio(), limits, hub);
        } catch (IOException e) {
            throw new IOException("cannot start bot \"" + command + "\" in " + dir.toAbsolutePath().normalize() + ": "
                    + e.getMessage(), e);
        }
    }

    /** The game's wall time against the bots' own answer times, which the replay records per tick. */
    private static void printTimes(PrintStream out, Outcome outcome, long wallNanos) {
        JsonNode result = ReplayWriter.read(outcome.replay()).path("result").path("players");
        double answers = 0;
        StringBuilder each = new StringBuilder();
        for (JsonNode player : result) {
            answers += player.path("answerMs").asDouble();
            each.append(String.format(Locale.ROOT, " P%d %.3f s", player.path("id").asInt(),
                    player.path("answerMs").asDouble() / 1000));
        }
        out.printf(Locale.ROOT, "wall time %.3f s for %d ticks; bots' answer time %.3f s (%s)%n", wallNanos / 1e9,
                outcome.turns(), answers / 1000, each.toString().trim());
    }

    /** A short name per bot: the built-in id, or the last word of its command; repeats numbered. */
    private static List<String> names(List<String> bots) {
        List<String> names = new ArrayList<>();
        for (String bot : bots) {
            List<String> words = CommandLine.split(bot);
            String last = words.get(words.size() - 1);
            String base = Path.of(last).getFileName() == null ? last : Path.of(last).getFileName().toString();
            String name = base;
            for (int n = 2; names.contains(name); n++) {
                name = base + " (" + n + ")";
            }
            names.add(name);
        }
        return names;
    }
}
