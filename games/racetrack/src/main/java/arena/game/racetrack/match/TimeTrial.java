package arena.game.racetrack.match;

import arena.game.api.MatchContext;
import arena.game.api.Outcome;
import arena.game.api.Phrases;
import arena.game.api.ReasonCode;
import arena.game.api.Seat;
import arena.game.api.SeatEvent;
import arena.game.api.Verdict;
import arena.game.api.turn.Framing;
import arena.game.api.turn.Request;
import arena.game.api.turn.Step;
import arena.game.api.turn.TurnLoop;
import arena.game.racetrack.maps.Track;
import arena.game.racetrack.protocol.Answer;
import arena.game.racetrack.protocol.AnswerReader;
import arena.game.racetrack.rules.Checker;
import arena.game.racetrack.rules.Path;
import arena.game.racetrack.rules.RacetrackRules;
import arena.game.racetrack.rules.Result;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * One strategy drives one lap of one track: it gets the track, its answer is normalised and
 * evaluated. A crash or an unfinished lap is a result (verdict {@code OK}); no answer or an invalid
 * one is the strategy's fault.
 */
public final class TimeTrial {

    private static final Phrases WORDS = Phrases.of(TimeTrial.class, "racetrack");

    private final RacetrackRules rules;

    public TimeTrial(RacetrackRules rules) {
        this.rules = rules;
    }

    /**
     * @param mapId the map the track is, or {@code null} for a track given as an option
     */
    public Outcome run(MatchContext match, Track track, String mapId) throws InterruptedException {
        Seat seat = match.seats().get(0);
        SeatEvent.Reply[] answer = new SeatEvent.Reply[1];
        TurnLoop<SeatEvent.Reply> turns = new TurnLoop<>(match, any -> Framing.replies());
        try {
            // The server must listen within the start-up limit; then the track is the one request (§11).
            turns.ask(Request.connection(seat).silence(WORDS.say("outcome.racetrack.verdict.notListening")), null);
            // The first byte is due within the move limit, the rest of the body within the allowance (D-R14).
            Duration allowance = rules.bodyAllowance(match.setup().limits().move());
            turns.ask(Request.move(seat, track.text().getBytes(StandardCharsets.US_ASCII)).allowing(allowance),
                    (any, reply, nanos) -> {
                        answer[0] = reply;
                        return Step.DONE;
                    });
            turns.finish();
        } finally {
            turns.stopAll();
        }
        TrialReport report = new TrialReport(track, mapId);
        if (turns.failed(seat)) {
            long waited = turns.failedInStartUp(seat) ? 0 : turns.lastNanos(seat);
            return report.noAnswer(turns.verdict(seat), waited);
        }
        SeatEvent.Reply reply = answer[0];
        long answerNanos = reply.processingNanos();
        if (reply.status() != 200) {
            return report.noAnswer(Verdict.of(ReasonCode.NO_ANSWER, null,
                    WORDS.say("outcome.racetrack.verdict.httpStatus", reply.status())), answerNanos);
        }
        Answer parsed = new AnswerReader(match.setup().limits().maxMessageBytes()).read(reply.body(), reply.truncated());
        if (parsed instanceof Answer.Invalid invalid) {
            return report.invalidAnswer(invalid.reason(), answerNanos);
        }
        // The reader let only move letters through, so the result is FINISHED, CRASHED or NOT_FINISHED.
        String moves = ((Answer.Moves) parsed).moves();
        Path path = new Path();
        Result result = Checker.evaluate(track, moves, path);
        return report.raced(moves, result, path, answerNanos);
    }
}
