package arena.platform.rating;

import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/** A player of {@link LadderSimulation}: a hidden true strength and what the database would know. */
final class SimulatedPlayer {

    final long userId;
    final Instant joins;
    final Instant leaves;
    long strategyId;
    double strength;
    Instant nextSubmission;
    boolean active;
    int inGames;
    Instant lastGame;
    final Deque<Instant> recent = new ArrayDeque<>();
    final List<Instant> created = new ArrayList<>();

    SimulatedPlayer(long userId, Instant joins, Instant leaves, double strength, Instant nextSubmission) {
        this.userId = userId;
        this.joins = joins;
        this.leaves = leaves;
        this.strategyId = userId * 1000;
        this.strength = strength;
        this.nextSubmission = nextSubmission;
    }

    boolean present(Instant now) {
        return !now.isBefore(joins) && (leaves == null || now.isBefore(leaves));
    }

    /** What the scheduler reads from the database for this player. */
    LadderPlayer snapshot(double rating, Instant recentSince) {
        while (!recent.isEmpty() && recent.peekFirst().isBefore(recentSince)) {
            recent.pollFirst();
        }
        return new LadderPlayer(userId, strategyId, rating, recent.size(), lastGame, inGames > 0);
    }
}
