package arena.game.racetrack.match;

import arena.game.api.EngineVersion;
import arena.game.api.Outcome;
import arena.game.api.Phrase;
import arena.game.api.Phrases;
import arena.game.api.ReasonCode;
import arena.game.api.ReplayWriter;
import arena.game.api.SeatResult;
import arena.game.api.Verdict;
import arena.game.api.turn.Wording;
import arena.game.racetrack.maps.Track;
import arena.game.racetrack.rules.Path;
import arena.game.racetrack.rules.Result;
import arena.game.racetrack.rules.Status;
import arena.game.racetrack.rules.Time;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Turns the result of a time trial into the platform's outcome: seat result, summary and replay. The answer time
 * (request written to the answer's first byte) is the detail every game reports ({@link SeatResult#ANSWER_TIME});
 * results stored before it was named {@code processingMs}, in whole milliseconds, and the bundles keep that name so
 * that they still read. The replay keeps its {@code processingMs}, the high-score record of the spec (D-R23).
 */
final class TrialReport {

    static final int REPLAY_VERSION = 1;
    private static final Phrases WORDS = Phrases.of(TrialReport.class, "racetrack");

    private final Track track;
    private final String mapId;

    TrialReport(Track track, String mapId) {
        this.track = track;
        this.mapId = mapId;
    }

    Outcome noAnswer(Verdict verdict, long answerNanos) {
        return failure(Status.NO_ANSWER, verdict, answerNanos, "outcome.racetrack.noAnswer");
    }

    Outcome invalidAnswer(Phrase reason, long answerNanos) {
        return failure(Status.INVALID_ANSWER, Verdict.of(ReasonCode.INVALID_ANSWER, null, reason), answerNanos,
                "outcome.racetrack.invalidAnswer");
    }

    Outcome raced(String moves, Result result, Path path, long answerNanos) {
        Map<String, String> details = new LinkedHashMap<>();
        details.put("moves", Integer.toString(moves.length()));
        Map<String, Object> replay = replay(result.status());
        replay.put("answer", moves);
        replay.put("positions", path.points());
        Phrase summary;
        switch (result.status()) {
            case FINISHED -> {
                Time time = result.time();
                details.put("finishingMove", Integer.toString(result.move()));
                replay.put("finishingMove", result.move());
                Map<String, Object> exact = new LinkedHashMap<>();
                exact.put("num", time.numerator());
                exact.put("den", time.denominator());
                exact.put("display", time.display());
                replay.put("time", exact);
                summary = WORDS.say("outcome.racetrack.finished", label(), time.score().plain(), result.move());
            }
            case CRASHED -> {
                details.put("crashMove", Integer.toString(result.move()));
                replay.put("crashMove", result.move());
                summary = WORDS.say("outcome.racetrack.crashed", label(), result.move());
            }
            default -> summary = WORDS.say("outcome.racetrack.notFinished", label(), moves.length());
        }
        details.put(SeatResult.ANSWER_TIME, Wording.seconds(answerNanos));
        replay.put("processingMs", TimeUnit.NANOSECONDS.toMillis(answerNanos));
        SeatResult seat = new SeatResult(0, 1, 0, result.time() == null ? null : result.time().score(),
                result.status().name(), Verdict.OK, details);
        return new Outcome(List.of(seat), result.movesDriven(), summary, ReplayWriter.write(replay));
    }

    private Outcome failure(Status status, Verdict verdict, long answerNanos, String summaryKey) {
        Map<String, String> details = new LinkedHashMap<>();
        details.put(SeatResult.ANSWER_TIME, Wording.seconds(answerNanos));
        Map<String, Object> replay = replay(status);
        // the English for old viewers and tools; the phrase for a viewer that says it in the reader's language
        replay.put("message", verdict.message());
        replay.put("messagePhrase", verdict.phrase());
        replay.put("processingMs", TimeUnit.NANOSECONDS.toMillis(answerNanos));
        SeatResult seat = new SeatResult(0, 1, 0, null, status.name(), verdict, details);
        return new Outcome(List.of(seat), 0, WORDS.say(summaryKey, label(), verdict.phrase()),
                ReplayWriter.write(replay));
    }

    private Map<String, Object> replay(Status status) {
        Map<String, Object> replay = new LinkedHashMap<>();
        replay.put("game", "racetrack");
        replay.put("version", REPLAY_VERSION);
        replay.put(ReplayWriter.ENGINE, EngineVersion.current());
        if (mapId != null) {
            replay.put("map", mapId);
        }
        replay.put("track", track.text());
        replay.put("status", status.name());
        return replay;
    }

    /** The map's id (a code, the same in every language), or words for a track without one. */
    private Phrase label() {
        return mapId != null ? WORDS.say("outcome.racetrack.map", mapId) : WORDS.say("outcome.racetrack.theTrack");
    }
}
