package arena.platform.rating;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A contest's ratings as a running sum of events. The database layer keeps the current states and the
 * stored changes; this class is how both are computed, live (one event at a time) and again after a game is
 * voided: {@link #fromHistory} rebuilds the states before the voided game from the changes stored before it,
 * and {@link #replay} applies the later events, without the voided one, to give the changes to store
 * instead. Replaying the same events from the same states gives bit-identical results.
 */
public final class RatingLedger {

    private final Elo elo;
    private final Map<Long, PlayerRating> ratings;

    /** A ledger where every player starts as a newcomer. */
    public RatingLedger(Elo elo) {
        this(elo, Map.of());
    }

    /** A ledger continuing from known states; players not in {@code start} are newcomers. */
    public RatingLedger(Elo elo, Map<Long, PlayerRating> start) {
        this.elo = elo;
        this.ratings = new HashMap<>(start);
    }

    /** The states after the given stored changes (in their stored order): each player's last {@code after}. */
    public static RatingLedger fromHistory(Elo elo, List<RatingChange> history) {
        Map<Long, PlayerRating> states = new HashMap<>();
        for (RatingChange change : history) {
            states.put(change.userId(), change.after());
        }
        return new RatingLedger(elo, states);
    }

    /** Applies {@code events} in order to {@code start}: the changes to store and the states after. */
    public static Replay replay(Elo elo, Map<Long, PlayerRating> start, List<? extends RatingEvent> events) {
        RatingLedger ledger = new RatingLedger(elo, start);
        List<RatingChange> changes = new ArrayList<>();
        for (RatingEvent event : events) {
            changes.addAll(ledger.apply(event));
        }
        return new Replay(ledger.ratings(), changes);
    }

    /** The player's current state; a newcomer's if the player has none yet. */
    public PlayerRating rating(long userId) {
        PlayerRating state = ratings.get(userId);
        return state != null ? state : elo.newcomer();
    }

    /** Every player with a state, and that state. */
    public Map<Long, PlayerRating> ratings() {
        return Collections.unmodifiableMap(new HashMap<>(ratings));
    }

    /** Applies one event and returns its changes (one per seat of a game, one for a reset). */
    public List<RatingChange> apply(RatingEvent event) {
        List<RatingChange> changes;
        if (event instanceof RatedGame game) {
            changes = elo.rate(game, this::rating);
        } else {
            InertiaReset reset = (InertiaReset) event;
            changes = List.of(elo.reset(reset, rating(reset.userId())));
        }
        for (RatingChange change : changes) {
            ratings.put(change.userId(), change.after());
        }
        return changes;
    }

    /**
     * The result of a replay.
     *
     * @param ratings the state of every player after the events
     * @param changes every change, in event order and, within a game, seat order
     */
    public record Replay(Map<Long, PlayerRating> ratings, List<RatingChange> changes) {

        public Replay {
            ratings = Map.copyOf(ratings);
            changes = List.copyOf(changes);
        }
    }
}
