package arena.game.racetrack.cli;

import arena.game.api.GameMap;
import arena.game.api.Limits;
import arena.game.process.HttpSeat;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.SeatHub;
import arena.game.api.SeatResult;
import arena.game.racetrack.RacetrackEngine;
import arena.game.racetrack.maps.InvalidTrackException;
import arena.game.racetrack.maps.Track;
import arena.game.racetrack.maps.TrackParser;
import arena.game.racetrack.protocol.Answer;
import arena.game.racetrack.protocol.AnswerReader;
import arena.game.racetrack.rules.Checker;
import arena.game.racetrack.solver.Solution;
import arena.game.racetrack.solver.Solver;
import java.io.PrintStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The offline tool of §13.2: runs the five sandbox tracks against a strategy server, evaluates an
 * answer, or solves a track.
 */
public final class RacetrackCli {

    static final int OK = 0;
    static final int INVALID_INPUT = 2;

    private static final String USAGE = String.join(System.lineSeparator(),
            "usage:",
            "  java -jar racetrack-cli.jar <url>                         run tracks T1-T5 against your strategy server",
            "  java -jar racetrack-cli.jar evaluate \"<track>\" \"<moves>\"  check an answer on a track",
            "  java -jar racetrack-cli.jar solve \"<track>\"               print the reference solver's answer",
            "example: java -jar racetrack-cli.jar evaluate \"1 LLLUUUURRRRRRDDDDLLL\" \"LURR0DDLLL\"");

    private final PrintStream out;
    private final PrintStream err;
    private final RacetrackEngine engine = new RacetrackEngine();
    private final TrackParser parser = new TrackParser();

    public RacetrackCli(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    public static void main(String[] args) throws InterruptedException {
        System.exit(new RacetrackCli(System.out, System.err).run(args));
    }

    public int run(String[] args) throws InterruptedException {
        if (args.length == 3 && args[0].equals("evaluate")) {
            return evaluate(args[1], args[2]);
        }
        if (args.length == 2 && args[0].equals("solve")) {
            return solve(args[1]);
        }
        if (args.length == 1 && args[0].matches("(?i)https?://.+")) {
            return race(args[0]);
        }
        err.println(USAGE);
        return INVALID_INPUT;
    }

    private int evaluate(String trackText, String moves) {
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

    private int solve(String trackText) {
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

    private int race(String address) throws InterruptedException {
        URI url;
        try {
            url = URI.create(address);
        } catch (IllegalArgumentException e) {
            err.println("not a URL: " + address);
            return INVALID_INPUT;
        }
        Limits limits = engine.info().limits();
        for (GameMap map : engine.info().maps()) {
            SeatHub hub = new SeatHub(new MatchSetup(RacetrackEngine.SOLO, map.id(), 0, List.of(address), limits,
                    Map.of()));
            hub.add(HttpSeat.listening(0, url.toString(), url, "text/plain", limits, hub));
            out.println(line(map.id(), engine.play(hub)));
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
            out.println("INVALID_TRACK " + e.rule() + ": " + e.reason());
            return null;
        }
    }
}
