package arena.game.racetrack.match;

import arena.game.api.Limits;
import arena.game.api.MatchContext;
import arena.game.api.ReasonCode;
import arena.game.api.Seat;
import arena.game.api.SeatEvent;
import arena.game.api.Verdict;
import arena.game.racetrack.rules.RacetrackRules;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * The one request of a time trial (§11): wait until the strategy's server listens, send the track,
 * wait for the response. Every deadline comes from the match's limits.
 */
final class SeatExchange {

    private final MatchContext match;
    private final Seat seat;
    private final Limits limits;
    private final Duration allowance;

    SeatExchange(MatchContext match, Seat seat, RacetrackRules rules) {
        this.match = match;
        this.seat = seat;
        this.limits = match.setup().limits();
        this.allowance = rules.bodyAllowance(limits.move());
    }

    Delivery request(byte[] track) throws InterruptedException {
        Delivery failedStart = awaitConnected();
        if (failedStart != null) {
            return failedStart;
        }
        long sent = match.now();
        seat.send(track);
        // The first byte is due within the move limit, the rest of the body within the allowance (D-R14).
        long deadline = sent + limits.move().toNanos() + allowance.toNanos();
        while (true) {
            SeatEvent event = match.poll(deadline);
            long waited = TimeUnit.NANOSECONDS.toMillis(match.now() - sent);
            if (event == null) {
                return new Delivery.Failed(Verdict.of(ReasonCode.TIME_LIMIT, null,
                        "no answer within " + Wording.millis(limits.move().toMillis())), waited);
            }
            if (event instanceof SeatEvent.Reply reply) {
                if (reply.processingNanos() > limits.move().toNanos()) {
                    long took = TimeUnit.NANOSECONDS.toMillis(reply.processingNanos());
                    return new Delivery.Failed(Verdict.of(ReasonCode.TIME_LIMIT, null, "answered after "
                            + Wording.millis(took) + " (limit " + Wording.millis(limits.move().toMillis()) + ")"), took);
                }
                return new Delivery.Replied(reply);
            }
            if (event instanceof SeatEvent.ExchangeFailed failed) {
                return new Delivery.Failed(Verdict.of(ReasonCode.NO_ANSWER, null, failed.reason()), waited);
            }
            if (event instanceof SeatEvent.Exited exited) {
                return new Delivery.Failed(exited.status().verdict(null), waited);
            }
        }
    }

    /** Null once the server listens; otherwise why it never did. */
    private Delivery awaitConnected() throws InterruptedException {
        long deadline = match.now() + limits.startup().toNanos();
        while (true) {
            SeatEvent event = match.poll(deadline);
            if (event == null) {
                return new Delivery.Failed(Verdict.of(ReasonCode.NO_ANSWER, null,
                        "the server did not start listening within " + Wording.span(limits.startup())), 0);
            }
            if (event instanceof SeatEvent.Connected) {
                return null;
            }
            if (event instanceof SeatEvent.Exited exited) {
                return new Delivery.Failed(exited.status().verdict(null), 0);
            }
        }
    }
}
