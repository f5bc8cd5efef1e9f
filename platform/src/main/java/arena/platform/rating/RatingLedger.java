package arena.platform.rating;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A contest's ratings as a running sum of events. The database layer keeps the current states and the
 * stored changes, in event order; this class computes both, live ({@link #apply}, one event at a time) and
 * again when a game is voided ({@link #withoutGame}): the states before the voided game are the last stored
 * {@code after} of each player, and the later events, rebuilt from their stored changes, are replayed
 * without it. Replaying the same events from the same states gives bit-identical results, so ratings must
 * be stored exactly (PostgreSQL {@code double precision}).
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

    /**
     * Voids a rated game: from the stored changes of a contest, in their stored order, the changes to store
     * instead of those from the game's first change on, and the states to write (every player of the game or
     * of a later event: a player whose only game it was is a newcomer again).
     */
    public static Replay withoutGame(Elo elo, List<RatingChange> history, long gameId) {
        int first = 0;
        while (first < history.size() && !(history.get(first).cause() == RatingChange.Cause.GAME
                && history.get(first).sourceId() == gameId)) {
            first++;
        }
        if (first == history.size()) {
            throw new IllegalArgumentException("game " + gameId + " changed no rating");
        }
        RatingLedger ledger = fromHistory(elo, history.subList(0, first));
        List<RatingChange> changes = new ArrayList<>();
        Set<Long> touched = new HashSet<>();
        for (RatingEvent event : events(history.subList(first, history.size()))) {
            boolean voided = event instanceof RatedGame game && game.gameId() == gameId;
            List<RatingChange> replayed = voided ? List.of() : ledger.apply(event);
            changes.addAll(replayed);
            if (event instanceof RatedGame game) {
                game.seats().forEach(seat -> touched.add(seat.userId()));
            } else {
                touched.add(((InertiaReset) event).userId());
            }
        }
        Map<Long, PlayerRating> states = new HashMap<>();
        touched.forEach(user -> states.put(user, ledger.rating(user)));
        return new Replay(states, changes);
    }

    /** The events behind stored changes: consecutive changes of one game are that game, in seat order. */
    public static List<RatingEvent> events(List<RatingChange> changes) {
        List<RatingEvent> events = new ArrayList<>();
        for (int i = 0; i < changes.size();) {
            RatingChange change = changes.get(i);
            if (change.cause() == RatingChange.Cause.RESET) {
                events.add(new InertiaReset(change.sourceId(), change.userId()));
                i++;
                continue;
            }
            List<RatedSeat> seats = new ArrayList<>();
            for (; i < changes.size() && changes.get(i).cause() == RatingChange.Cause.GAME
                    && changes.get(i).sourceId() == change.sourceId(); i++) {
                seats.add(new RatedSeat(changes.get(i).userId(), changes.get(i).team(), changes.get(i).place()));
            }
            events.add(new RatedGame(change.sourceId(), seats));
        }
        return events;
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
