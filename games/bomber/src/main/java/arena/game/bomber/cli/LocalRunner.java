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
import arena.game.cli.BotCommand;
import arena.game.cli.ExitCode;
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
import java.util.concurrent.Callable;
import java.util.concurrent.ThreadLocalRandom;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import tools.jackson.databind.JsonNode;

/**
 * {@code run}: plays one game on this machine, like the seed's debugger. Built-in bots by name, other
 * bots as local processes speaking the protocol on stdin/stdout; limits are generous by default so a
 * bot can be stopped in a debugger. Prints the result, writes the replay. Isolates nothing.
 */
@Command(name = "run", description = {"Plays one game on this machine: built-in bots and local strategies.",
    "BOT is a built-in bot (idle, random, quickstart) or a command line such as \"python3 -u main.py\"",
    "(split into words at blanks, 'quotes' group words, no shell involved), started in DIR."})
final class LocalRunner implements Callable<Integer> {

    private static final long DEBUG_MILLIS = 600_000;

    private final BomberEngine engine = new BomberEngine();
    private final PrintStream out;

    @Option(names = "--bot", paramLabel = "BOT", description = "a player: 2 to 4 of them")
    List<String> bots = new ArrayList<>();
    @Option(names = "--map", paramLabel = "NAME", description = "a map, or random (the default)")
    String map = "random";
    @Option(names = "--seed", paramLabel = "N", description = "the seed (default: a random one)")
    Long seed;
    @Option(names = "--ticks", paramLabel = "N", description = "end the game after N ticks")
    Long ticks;
    @Option(names = "--out", paramLabel = "FILE", description = "the replay (default: replay.json)")
    Path replay = Path.of("replay.json");
    @Option(names = "--commands-out", paramLabel = "FILE", description = "also write the game's command file")
    Path commands;
    @Option(names = "--move-ms", paramLabel = "MS", description = "a tick's time limit (default: 600000, for debugging)")
    long moveMillis = DEBUG_MILLIS;
    @Option(names = "--startup-ms", paramLabel = "MS", description = "the start-up time limit (default: 600000)")
    long startupMillis = DEBUG_MILLIS;
    @Option(names = "--dir", paramLabel = "DIR", description = "where the bots start (default: here)")
    Path dir = Path.of(".");

    LocalRunner(PrintStream out) {
        this.out = out;
    }

    @Override
    public Integer call() throws InterruptedException, IOException {
        if (bots.size() < 2 || bots.size() > 4) {
            throw new IllegalArgumentException("a game has 2 to 4 bots (--bot), not " + bots.size());
        }
        Limits limits = engine.info().limits().withTimes(Duration.ofMillis(startupMillis), Duration.ofMillis(moveMillis),
                Duration.ZERO);
        Map<String, String> options = new HashMap<>();
        if (ticks != null) {
            options.put(BomberEngine.OPTION_MAX_TICKS, Long.toString(ticks));
        }
        List<String> names = names(bots);
        long gameSeed = seed != null ? seed : ThreadLocalRandom.current().nextLong();
        MatchSetup setup = new MatchSetup(bots.size() + "p", map.equals("random") ? null : map, gameSeed, names, limits,
                options);
        SeatHub hub = new SeatHub(setup);
        Map<Integer, ProcessSeat> processes = new HashMap<>();
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
        if (replay != null) {
            Files.write(replay, outcome.replay());
            out.println("replay written to " + replay);
        }
        if (commands != null) {
            Files.writeString(commands, CommandFile.write(ReplayReader.read(outcome.replay())));
            out.println("command file written to " + commands);
        }
        return ExitCode.OK;
    }

    private static ProcessSeat start(int index, String name, String command, Path dir, Limits limits, SeatHub hub)
            throws IOException {
        try {
            return ProcessSeat.start(index, name, BotCommand.split(command), dir, Launch.stdio(), limits, hub);
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
            List<String> words = BotCommand.split(bot);
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
