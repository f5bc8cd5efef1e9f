package arena.game.racetrack.cli;

import arena.game.api.GameMap;
import arena.game.api.Limits;
import arena.game.cli.PageCommand;
import arena.game.process.HttpSeat;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.SeatHub;
import arena.game.api.Seat;
import arena.game.api.SeatResult;
import arena.game.cli.ExitCode;
import arena.game.cli.Maps;
import arena.game.cli.PlayOptions;
import arena.game.cli.Terminal;
import arena.game.cli.Tool;
import arena.game.racetrack.RacetrackEngine;
import arena.game.racetrack.bots.BuiltInBots;
import arena.game.racetrack.maps.InvalidTrackException;
import arena.game.racetrack.maps.Track;
import arena.game.racetrack.maps.TrackParser;
import arena.game.racetrack.protocol.Answer;
import arena.game.racetrack.protocol.AnswerReader;
import arena.game.racetrack.rules.Checker;
import arena.game.racetrack.solver.Solution;
import arena.game.racetrack.solver.Solver;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Function;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/**
 * The offline tool of §13.2: runs the five sandbox tracks against a strategy server (the seed's
 * {@code java -jar racetrack-sandbox.jar <url>}), plays a built-in bot on them, evaluates an answer, or
 * solves a track.
 */
@Command(mixinStandardHelpOptions = true, scope = ScopeType.INHERIT, customSynopsis = {
    "java -jar " + RacetrackCli.JAR + " <url>                       run tracks T1-T5 against your "
        + "strategy server",
    "   or: java -jar " + RacetrackCli.JAR + " evaluate \"<track>\" \"<moves>\"  check an answer on a track",
    "   or: java -jar " + RacetrackCli.JAR + " solve \"<track>\"              print the reference solver's answer",
    "   or: java -jar " + RacetrackCli.JAR + " play [--bots BOT] [--map T1]  run a built-in bot (trivial, solver)",
    "   or: java -jar " + RacetrackCli.JAR + " maps | page REPLAY | help [COMMAND]",
    "example: java -jar " + RacetrackCli.JAR + " evaluate \"1 LLLUUUURRRRRRDDDDLLL\" \"LURR0DDLLL\""},
        description = "Racetrack on this machine: the five sandbox tracks against your strategy server, answers "
            + "checked, tracks solved.")
public final class RacetrackCli implements Callable<Integer> {

    static final int OK = ExitCode.OK;
    static final int INVALID_INPUT = ExitCode.USAGE;
    static final String JAR = "arena-game-racetrack-cli.jar";

    private final PrintStream out;
    private final PrintStream err;
    private final RacetrackEngine engine = new RacetrackEngine();
    private final TrackParser parser = new TrackParser();

    @Spec
    private CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "<url>", description = "your strategy server, http(s)://...")
    private String url;

    public RacetrackCli(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    public static void main(String[] args) throws InterruptedException {
        System.exit(new RacetrackCli(Terminal.safe(System.out), Terminal.safe(System.err)).run(args));
    }

    public int run(String[] args) throws InterruptedException {
        return tool().run(args);
    }

    Tool tool() {
        return new Tool(JAR, this, out, err).add(new PageCommand(new RacetrackEngine(), out))
                .exitCode(ExitCode.USAGE, "a wrong command line, or a track that breaks a rule (INVALID_TRACK)");
    }

    /** The seed's command line: the URL of a strategy server. */
    @Override
    public Integer call() throws InterruptedException, IOException {
        if (url == null || !url.matches("(?i)https?://.+")) {
            throw new ParameterException(spec.commandLine(), url == null ? "give a URL or a command"
                    : url.contains(":") ? "not a URL: " + url : "unknown command, nor a URL: " + url);
        }
        URI address;
        try {
            address = URI.create(url);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "not a URL: " + url);
        }
        Limits limits = engine.info().limits();
        return race(null, null, url, hub -> HttpSeat.listening(0, address.toString(), address, "text/plain", limits, hub));
    }

    @Command(name = "evaluate", description = "Checks an answer on a track.")
    int evaluate(@Parameters(index = "0", paramLabel = "<track>") String trackText,
            @Parameters(index = "1", paramLabel = "<moves>") String moves) {
        return evaluateAnswer(trackText, moves);
    }

    @Command(name = "solve", description = "Prints the reference solver's answer.")
    int solve(@Parameters(paramLabel = "<track>") String trackText) {
        return solveTrack(trackText);
    }

    @Command(name = "play", description = {"Runs a built-in bot (trivial, solver) on the five tracks, or on --map.",
        "Default: --bots solver. --replay FILE writes FILE for one track, FILE-T1.json.. for all five; the tracks",
        "have no randomness, so --seed changes nothing."})
    int play(@Mixin PlayOptions options) throws InterruptedException, IOException {
        List<String> bots = options.bots(List.of(BuiltInBots.SOLVER));
        if (bots.size() != 1) {
            throw new IllegalArgumentException("a time trial has one car: --bots names one built-in bot, not "
                    + bots.size());
        }
        String bot = bots.get(0);
        if (options.map() != null && engine.info().map(options.map()).isEmpty()) {
            throw new IllegalArgumentException("no track " + options.map() + " (see maps)");
        }
        return race(options.map(), options.replay(), bot, hub -> engine.createBot(bot, 0, bot, hub));
    }

    @Command(name = "maps", description = "Lists the five sandbox tracks.")
    int maps() {
        return Maps.print(engine.info(), out);
    }

    private int evaluateAnswer(String trackText, String moves) {
        Track track = parseOrReport(trackText);
        if (track == null) {
            return INVALID_INPUT;
        }
        Answer answer = new AnswerReader(engine.info().limits().maxMessageBytes())
                .read(moves.getBytes(StandardCharsets.UTF_8), false);
        if (answer instanceof Answer.Invalid invalid) {
            out.println("INVALID_ANSWER: " + invalid.reason());
        } else {
            out.println(Checker.evaluate(track, ((Answer.Moves) answer).moves()).describe());
        }
        return OK;
    }

    private int solveTrack(String trackText) {
        Track track = parseOrReport(trackText);
        if (track == null) {
            return INVALID_INPUT;
        }
        Solution solution = new Solver().solve(track);
        out.println(solution.moves());
        out.println(Checker.evaluate(track, solution.moves()).describe()
                + (solution.optimal() ? "" : " (search budget exhausted: the trivial answer)"));
        return OK;
    }

    /**
     * One line per track ({@code only}, or all five) for the car {@code seat} makes; with {@code replay}, each race's
     * replay: that file for one track, {@code <name>-T1.json}.. beside it for all five.
     */
    private int race(String only, Path replay, String name, Function<SeatHub, Seat> seat)
            throws InterruptedException, IOException {
        Limits limits = engine.info().limits();
        for (GameMap map : engine.info().maps()) {
            if (only != null && !only.equals(map.id())) {
                continue;
            }
            SeatHub hub = new SeatHub(new MatchSetup(RacetrackEngine.SOLO, map.id(), 0, List.of(name),
                    limits, Map.of()));
            hub.add(seat.apply(hub));
            Outcome outcome = engine.play(hub);
            out.println(line(map.id(), outcome));
            if (replay != null) {
                Path file = only != null ? replay : replay.resolveSibling(replay.getFileName().toString()
                        .replaceFirst("\\.json$", "") + "-" + map.id() + ".json");
                Files.write(file, outcome.replay());
                out.println("replay written to " + file);
            }
        }
        return OK;
    }

    /** {@code T1  FINISHED       9.500000 (move 10)    moves 10     answer time 0.003 s}. */
    private static String line(String mapId, Outcome outcome) {
        SeatResult result = outcome.result(0);
        Map<String, String> details = result.details();
        String what = switch (result.status()) {
            case "FINISHED" -> result.score().display() + " (move " + details.get("finishingMove") + ")";
            case "CRASHED" -> "crashed in move " + details.get("crashMove");
            case "NOT_FINISHED" -> "no finish";
            default -> result.verdict().toString();
        };
        return String.format(Locale.ROOT, "%-3s %-14s %-30s moves %-6s answer time %s", mapId, result.status(), what,
                details.getOrDefault("moves", "-"), details.get(SeatResult.ANSWER_TIME));
    }

    private Track parseOrReport(String text) {
        try {
            return parser.parse(text);
        } catch (InvalidTrackException e) {
            err.println("INVALID_TRACK " + e.rule() + ": " + e.reason());
            return null;
        }
    }
}
