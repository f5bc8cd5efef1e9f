package arena.game.racetrack.match;

import arena.game.api.EngineInfo;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.ReplayWriter;
import arena.game.api.Reproduced;
import arena.game.api.Reproduction;
import arena.game.process.FedStrategy;
import arena.game.racetrack.maps.Track;
import arena.game.racetrack.maps.TrackParser;
import arena.game.racetrack.rules.Checker;
import arena.game.racetrack.rules.Path;
import arena.game.racetrack.rules.RacetrackRules;
import arena.game.racetrack.rules.Result;
import arena.game.racetrack.rules.Status;
import java.io.IOException;
import java.io.PrintStream;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import tools.jackson.databind.JsonNode;

/**
 * A time trial's replay played again: the recorded answer driven on the recorded track by the {@link Checker},
 * each position from the start (turn 0) compared with the replay's, then the result (status, finishing or
 * crash move, time) as {@link TrialReport} writes it. A trial whose strategy gave no moves has nothing to play.
 */
public final class Reproducing implements Reproduction {

    /** Fields that say how the game was run, not what the rules made of it. */
    private static final Set<String> NOT_STATE = Set.of(ReplayWriter.ENGINE, "processingMs");

    private final RacetrackRules rules;
    private final TrackParser parser;
    private final EngineInfo engine;

    /** @param engine how the game starts a strategy, its limits and its one format */
    public Reproducing(RacetrackRules rules, EngineInfo engine) {
        this.rules = rules;
        this.parser = new TrackParser(rules);
        this.engine = engine;
    }

    @Override
    public Reproduced check(byte[] replay) {
        JsonNode doc = ReplayWriter.readReplay("racetrack", replay);
        if (!doc.has("answer")) {
            throw new IllegalArgumentException("the strategy gave no moves in this game (" + doc.path("status").asString("")
                    + "), so there is nothing to play again");
        }
        Track track = parser.parse(doc.path("track").asString());
        String moves = doc.path("answer").asString();
        Path path = new Path();
        Result result = Checker.evaluate(track, moves, path);
        List<long[]> positions = path.points();
        int turns = doc.path("positions").size() - 1;
        Reproduced states = Reproduced.compare(turns, doc.path("positions"), positions, index -> index);
        if (!states.identical()) {
            return states;
        }
        String map = doc.has("map") ? doc.path("map").asString() : null;
        long nanos = TimeUnit.MILLISECONDS.toNanos(doc.path("processingMs").asLong());
        JsonNode again = ReplayWriter.read(new TrialReport(track, map).raced(moves, result, path, nanos).replay());
        for (var field : again.properties()) {
            if (!NOT_STATE.contains(field.getKey()) && !field.getValue().equals(doc.get(field.getKey()))) {
                return new Reproduced(turns, turns, field.getKey() + ": recorded " + doc.get(field.getKey())
                        + ", played again " + field.getValue());
            }
        }
        return states;
    }

    /**
     * The recorded track sent to a local strategy by the game's own {@link TimeTrial} (its HTTP request, the move
     * limit for the first byte and the body's allowance), and its lap compared with the recorded one move by move:
     * move m is the m-th letter of the answer. A lap with no answer on either side differs as a whole, at move 1.
     */
    @Override
    public Reproduced feed(byte[] replay, int seat, List<String> command, java.nio.file.Path dir, Duration move,
            PrintStream out) throws IOException, InterruptedException {
        FedStrategy.checkSeat(seat, 1);
        JsonNode doc = ReplayWriter.readReplay("racetrack", replay);
        Track track = parser.parse(doc.path("track").asString());
        String map = doc.has("map") ? doc.path("map").asString() : null;
        MatchSetup setup = new MatchSetup(engine.formats().get(0).id(), map == null ? "" : map, 0, List.of(),
                engine.limits(), Map.of());
        FedStrategy strategy = FedStrategy.start(setup, command, dir, engine.launch(), move, out, "move");
        Outcome now = new TimeTrial(rules).run(strategy.match(), track, map);
        JsonNode again = ReplayWriter.read(now.replay());
        if (Status.NO_ANSWER.name().equals(again.path("status").asString())) {
            strategy.noAnswer(now.results().get(0).verdict());
        }
        if (!doc.has("answer") || !again.has("answer")) {
            strategy.fed(1);
            strategy.compare(1, lap(doc), lap(again));
            return strategy.report();
        }
        String recorded = doc.path("answer").asString();
        String answered = again.path("answer").asString();
        strategy.fed(answered.length());
        for (int m = 1; m <= Math.max(recorded.length(), answered.length()); m++) {
            strategy.compare(m, letter(recorded, m), letter(answered, m));
        }
        return strategy.report();
    }

    /** A whole lap as the report says it: its moves, or its status and why. */
    private static String lap(JsonNode doc) {
        return doc.has("answer") ? doc.path("answer").asString()
                : doc.path("status").asString() + " (" + doc.path("message").asString("") + ")";
    }

    private static String letter(String moves, int m) {
        return m <= moves.length() ? String.valueOf(moves.charAt(m - 1)) : "nothing (its lap ended)";
    }
}
