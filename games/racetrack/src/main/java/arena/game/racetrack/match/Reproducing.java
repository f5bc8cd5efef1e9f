package arena.game.racetrack.match;

import arena.game.api.ReplayWriter;
import arena.game.api.Reproduced;
import arena.game.api.Reproduction;
import arena.game.racetrack.maps.Track;
import arena.game.racetrack.maps.TrackParser;
import arena.game.racetrack.rules.Checker;
import arena.game.racetrack.rules.Path;
import arena.game.racetrack.rules.RacetrackRules;
import arena.game.racetrack.rules.Result;
import java.util.List;
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

    private final TrackParser parser;

    public Reproducing(RacetrackRules rules) {
        this.parser = new TrackParser(rules);
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
}
