package arena.game.racetrack.match;

import arena.game.api.MatchContext;
import arena.game.api.Outcome;
import arena.game.api.ReasonCode;
import arena.game.api.Seat;
import arena.game.api.Verdict;
import arena.game.racetrack.maps.Track;
import arena.game.racetrack.protocol.Answer;
import arena.game.racetrack.protocol.AnswerReader;
import arena.game.racetrack.rules.Checker;
import arena.game.racetrack.rules.Path;
import arena.game.racetrack.rules.RacetrackRules;
import arena.game.racetrack.rules.Result;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

/**
 * One strategy drives one lap of one track: it gets the track, its answer is normalised and
 * evaluated. A crash or an unfinished lap is a result (verdict {@code OK}); no answer or an invalid
 * one is the strategy's fault.
 */
public final class TimeTrial {

    private final RacetrackRules rules;

    public TimeTrial(RacetrackRules rules) {
        this.rules = rules;
    }

    /**
     * @param mapId the map the track is, or {@code null} for a track given as an option
     */
    public Outcome run(MatchContext match, Track track, String mapId) throws InterruptedException {
        Seat seat = match.seats().get(0);
        Delivery delivery;
        try {
            delivery = new SeatExchange(match, seat, rules).request(track.text().getBytes(StandardCharsets.US_ASCII));
        } finally {
            seat.kill();
        }
        TrialReport report = new TrialReport(track, mapId);
        if (delivery instanceof Delivery.Failed failed) {
            return report.noAnswer(failed.verdict(), failed.processingMs());
        }
        var reply = ((Delivery.Replied) delivery).reply();
        long processingMs = TimeUnit.NANOSECONDS.toMillis(reply.processingNanos());
        if (reply.status() != 200) {
            return report.noAnswer(Verdict.of(ReasonCode.NO_ANSWER, null, "HTTP status " + reply.status()), processingMs);
        }
        Answer answer = new AnswerReader(match.setup().limits().maxMessageBytes()).read(reply.body(), reply.truncated());
        if (answer instanceof Answer.Invalid invalid) {
            return report.invalidAnswer(invalid.reason(), processingMs);
        }
        // The reader let only move letters through, so the result is FINISHED, CRASHED or NOT_FINISHED.
        String moves = ((Answer.Moves) answer).moves();
        Path path = new Path();
        Result result = Checker.evaluate(track, moves, path);
        return report.raced(moves, result, path, processingMs);
    }
}
