package arena.game.racetrack.match;

import arena.game.api.SeatEvent;
import arena.game.api.Verdict;

/** What came back for the track: an HTTP response in time, or the reason there is none. */
sealed interface Delivery {

    record Replied(SeatEvent.Reply reply) implements Delivery {
    }

    /**
     * @param processingMs how long the engine waited after sending the track (0 when it never sent it)
     */
    record Failed(Verdict verdict, long processingMs) implements Delivery {
    }
}
