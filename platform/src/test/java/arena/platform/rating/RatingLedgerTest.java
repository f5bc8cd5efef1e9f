package arena.platform.rating;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Replays and voids over seeded random event sequences: results must be bit-identical, not just close. */
class RatingLedgerTest {

    private static final int SEQUENCES = 100;
    private final Elo elo = new Elo(RatingSettings.DEFAULT);

    @Test
    void replayingTheSameGamesGivesIdenticalRatings() {
        for (int seed = 0; seed < SEQUENCES; seed++) {
            List<RatingEvent> events = randomEvents(new SplittableRandom(seed), 150);
            RatingLedger.Replay first = RatingLedger.replay(elo, Map.of(), events);
            RatingLedger.Replay second = RatingLedger.replay(elo, Map.of(), List.copyOf(events));
            assertThat(second).as("seed %d", seed).isEqualTo(first);
        }
    }

    @Test
    void ratingLiveGameByGameEqualsTheReplay() {
        for (int seed = 0; seed < SEQUENCES; seed++) {
            List<RatingEvent> events = randomEvents(new SplittableRandom(seed), 150);
            Map<Long, PlayerRating> stored = new HashMap<>();
            List<RatingChange> storedChanges = new ArrayList<>();
            for (RatingEvent event : events) {
                List<RatingChange> changes = new RatingLedger(elo, stored).apply(event);
                changes.forEach(change -> stored.put(change.userId(), change.after()));
                storedChanges.addAll(changes);
            }
            RatingLedger.Replay replay = RatingLedger.replay(elo, Map.of(), events);
            assertThat(storedChanges).as("seed %d", seed).isEqualTo(replay.changes());
            assertThat(stored).as("seed %d", seed).isEqualTo(replay.ratings());
        }
    }

    @Test
    void storedChangesRebuildTheirEvents() {
        for (int seed = 0; seed < SEQUENCES; seed++) {
            List<RatingEvent> events = randomEvents(new SplittableRandom(seed), 150);
            assertThat(RatingLedger.events(RatingLedger.replay(elo, Map.of(), events).changes())).as("seed %d", seed)
                    .isEqualTo(events);
        }
    }

    @Test
    void aVoidedGameIsAsIfItNeverHappened() {
        for (int seed = 0; seed < SEQUENCES; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            List<RatingEvent> events = randomEvents(random, 150);
            int voided = gameIndex(events, random);
            List<RatingChange> stored = RatingLedger.replay(elo, Map.of(), events).changes();

            RatingLedger.Replay redone = RatingLedger.withoutGame(elo, stored, ((RatedGame) events.get(voided)).gameId());

            List<RatingEvent> without = new ArrayList<>(events);
            without.remove(voided);
            RatingLedger.Replay never = RatingLedger.replay(elo, Map.of(), without);
            int kept = changesBefore(stored, events, voided);
            List<RatingChange> restored = new ArrayList<>(stored.subList(0, kept));
            restored.addAll(redone.changes());
            assertThat(restored).as("seed %d", seed).isEqualTo(never.changes());
            for (Map.Entry<Long, PlayerRating> state : redone.ratings().entrySet()) {
                assertThat(state.getValue()).as("seed %d user %d", seed, state.getKey())
                        .isEqualTo(never.ratings().getOrDefault(state.getKey(), elo.newcomer()));
            }
            for (RatedSeat seat : ((RatedGame) events.get(voided)).seats()) {
                assertThat(redone.ratings()).containsKey(seat.userId());
            }
        }
    }

    @Test
    void aVoidRecomputesTheLaterGamesOfItsPlayersAndLeavesOthersAlone() {
        RatedGame first = new RatedGame(1, List.of(new RatedSeat(1, 0, 1), new RatedSeat(2, 1, 2)));
        RatedGame voided = new RatedGame(2, List.of(new RatedSeat(1, 0, 1), new RatedSeat(2, 1, 2)));
        RatedGame others = new RatedGame(3, List.of(new RatedSeat(3, 0, 1), new RatedSeat(4, 1, 2)));
        RatedGame later = new RatedGame(4, List.of(new RatedSeat(2, 0, 1), new RatedSeat(1, 1, 2), new RatedSeat(3, 2, 3)));
        List<RatingChange> stored = RatingLedger.replay(elo, Map.of(), List.of(first, voided, others, later)).changes();

        RatingLedger.Replay redone = RatingLedger.withoutGame(elo, stored, 2);

        RatingLedger.Replay never = RatingLedger.replay(elo, Map.of(), List.of(first, others, later));
        assertThat(redone.changes()).isEqualTo(never.changes().subList(2, never.changes().size()));
        // the later game was rated from other states, so its changes differ from the stored ones
        assertThat(redone.changes().subList(2, 5)).isNotEqualTo(stored.subList(6, 9));
        assertThat(redone.ratings()).containsOnlyKeys(1L, 2L, 3L, 4L);
        assertThat(redone.ratings().get(1L)).isEqualTo(never.ratings().get(1L));
        assertThat(redone.ratings().get(1L).games()).isEqualTo(2);
        // a game among players the void does not touch is replayed to the very same changes
        assertThat(redone.changes().subList(0, 2)).isEqualTo(stored.subList(4, 6));
    }

    @Test
    void voidingTheLastGameRestoresItsPlayersExactly() {
        for (int seed = 0; seed < SEQUENCES; seed++) {
            List<RatingEvent> events = randomEvents(new SplittableRandom(seed), 60);
            events.add(new RatedGame(10_000, List.of(new RatedSeat(1, 0, 2), new RatedSeat(2, 1, 1), new RatedSeat(3, 2, 2))));
            RatingLedger.Replay full = RatingLedger.replay(elo, Map.of(), events);
            RatingLedger.Replay voided = RatingLedger.replay(elo, Map.of(), events.subList(0, events.size() - 1));
            for (RatingChange change : full.changes().subList(full.changes().size() - 3, full.changes().size())) {
                assertThat(change.after()).isNotEqualTo(change.before());
                PlayerRating restored = voided.ratings().getOrDefault(change.userId(), elo.newcomer());
                assertThat(restored).as("seed %d user %d", seed, change.userId()).isEqualTo(change.before());
            }
        }
    }

    @Test
    void aPlayerWithoutRatingIsANewcomerAndAResetIsStoredAsAChange() {
        RatingLedger ledger = new RatingLedger(elo);
        assertThat(ledger.rating(77)).isEqualTo(elo.newcomer());
        ledger.apply(new RatedGame(1, List.of(new RatedSeat(77, 0, 1), new RatedSeat(78, 1, 2))));
        List<RatingChange> reset = ledger.apply(new InertiaReset(5, 77));
        assertThat(reset).singleElement().satisfies(change -> {
            assertThat(change.cause()).isEqualTo(RatingChange.Cause.RESET);
            assertThat(change.sourceId()).isEqualTo(5);
            assertThat(change.after().deviation()).isEqualTo(200);
            assertThat(change.after().games()).isEqualTo(1);
        });
        assertThat(ledger.rating(77)).isEqualTo(reset.get(0).after());
    }

    private int changesBefore(List<RatingChange> changes, List<RatingEvent> events, int index) {
        int count = 0;
        for (int i = 0; i < index; i++) {
            count += events.get(i) instanceof RatedGame game ? game.seats().size() : 1;
        }
        assertThat(changes.get(count).sourceId()).isEqualTo(((RatedGame) events.get(index)).gameId());
        return count;
    }

    private static int gameIndex(List<RatingEvent> events, SplittableRandom random) {
        while (true) {
            int i = random.nextInt(events.size());
            if (events.get(i) instanceof RatedGame) {
                return i;
            }
        }
    }

    /** Games of 2 to 4 seats (free-for-all or 2 vs 2, ties included) among 12 users, and a few resets. */
    static List<RatingEvent> randomEvents(SplittableRandom random, int count) {
        List<RatingEvent> events = new ArrayList<>();
        for (int e = 0; e < count; e++) {
            if (random.nextInt(10) == 0) {
                events.add(new InertiaReset(5_000 + e, random.nextLong(1, 13)));
                continue;
            }
            int seats = random.nextInt(2, 5);
            boolean teams = seats == 4 && random.nextBoolean();
            List<Long> users = new ArrayList<>();
            while (users.size() < seats) {
                long user = random.nextLong(1, 13);
                if (!users.contains(user)) {
                    users.add(user);
                }
            }
            List<RatedSeat> rated = new ArrayList<>();
            int[] teamPlace = {random.nextInt(1, 3), random.nextInt(1, 3)};
            for (int s = 0; s < seats; s++) {
                rated.add(teams ? new RatedSeat(users.get(s), s % 2, teamPlace[s % 2])
                        : new RatedSeat(users.get(s), s, random.nextInt(1, seats + 1)));
            }
            events.add(new RatedGame(e, rated));
        }
        return events;
    }
}
