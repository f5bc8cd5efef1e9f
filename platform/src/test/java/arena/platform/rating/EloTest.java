package arena.platform.rating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import arena.game.api.ReasonCode;
import arena.game.api.ScoreOrder;
import arena.game.api.SeatResult;
import arena.game.api.Verdict;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Properties of the rating formula, each checked over many seeded random cases. */
class EloTest {

    private static final int CASES = 2_000;
    private final Elo elo = new Elo(RatingSettings.DEFAULT);

    @Test
    void newcomerStartsAndShowsAt1200() {
        PlayerRating newcomer = elo.newcomer();
        assertThat(newcomer.rating()).isEqualTo(1200);
        assertThat(newcomer.games()).isZero();
        assertThat(elo.shown(newcomer)).isEqualTo(1200);
    }

    @Test
    void winAgainstAWeakerOpponentGainsLessThanAgainstAStrongerOne() {
        SplittableRandom random = new SplittableRandom(1);
        for (int c = 0; c < CASES; c++) {
            PlayerRating me = randomState(random);
            double weaker = random.nextDouble(400, 2000);
            double stronger = weaker + random.nextDouble(1, 600);
            double gainWeaker = duel(me, state(weaker, random), 1, 2).get(0).delta();
            double gainStronger = duel(me, state(stronger, random), 1, 2).get(0).delta();
            assertThat(gainWeaker).as("case %d", c).isPositive().isLessThan(gainStronger);
        }
    }

    @Test
    void lossToAStrongerOpponentCostsLessThanToAWeakerOne() {
        SplittableRandom random = new SplittableRandom(2);
        for (int c = 0; c < CASES; c++) {
            PlayerRating me = randomState(random);
            double weaker = random.nextDouble(400, 2000);
            double stronger = weaker + random.nextDouble(1, 600);
            double lossStronger = duel(me, state(stronger, random), 2, 1).get(0).delta();
            double lossWeaker = duel(me, state(weaker, random), 2, 1).get(0).delta();
            assertThat(lossStronger).as("case %d", c).isNegative().isGreaterThan(lossWeaker);
        }
    }

    @Test
    void inertiaGrowsWithGamesPlayedUntilItsFloor() {
        SplittableRandom random = new SplittableRandom(3);
        PlayerRating me = elo.newcomer();
        PlayerRating opponent = elo.newcomer();
        for (int game = 1; game <= 40; game++) {
            int myPlace = random.nextInt(1, 3);
            RatingChange change = duel(me, opponent, myPlace, 3 - myPlace).get(0);
            assertThat(change.after().games()).isEqualTo(game);
            if (game <= RatingSettings.DEFAULT.gamesToFullInertia()) {
                assertThat(elo.k(change.after())).as("game %d", game).isLessThan(elo.k(me));
            } else {
                assertThat(elo.k(change.after())).as("game %d", game).isEqualTo(RatingSettings.DEFAULT.minK());
            }
            me = change.after();
        }
        assertThat(me.deviation()).isEqualTo(50);
    }

    @Test
    void theSameResultMovesAnExperiencedPlayerLess() {
        SplittableRandom random = new SplittableRandom(4);
        for (int c = 0; c < CASES; c++) {
            double rating = random.nextDouble(600, 1800);
            int games = random.nextInt(0, 15);
            PlayerRating fresher = new PlayerRating(rating, 200 / Math.sqrt(games + 1), games);
            PlayerRating older = new PlayerRating(rating, 200 / Math.sqrt(games + 2), games + 1);
            PlayerRating opponent = randomState(random);
            int place = random.nextInt(1, 3);
            double fresh = duel(fresher, opponent, place, 3 - place).get(0).delta();
            double old = duel(older, opponent, place, 3 - place).get(0).delta();
            assertThat(Math.abs(old)).as("case %d", c).isLessThan(Math.abs(fresh));
        }
    }

    @Test
    void twoPlayerChangesSumToZeroBeforeInertia() {
        SplittableRandom random = new SplittableRandom(5);
        for (int c = 0; c < CASES; c++) {
            PlayerRating a = randomState(random);
            PlayerRating b = randomState(random);
            int placeA = random.nextInt(1, 3);
            int placeB = random.nextInt(1, 3);
            List<RatingChange> changes = duel(a, b, placeA, placeB);
            assertThat(changes.get(0).delta() / elo.k(a) + changes.get(1).delta() / elo.k(b)).as("case %d", c)
                    .isCloseTo(0, within(1e-12));
            PlayerRating bAsInert = new PlayerRating(b.rating(), a.deviation(), b.games());
            List<RatingChange> equalInertia = duel(a, bAsInert, placeA, placeB);
            assertThat(equalInertia.get(0).delta() + equalInertia.get(1).delta()).as("case %d", c)
                    .isCloseTo(0, within(1e-9));
        }
    }

    @Test
    void aMultiPlayerGameExchangesZeroOverAllItsPairsByPlace() {
        SplittableRandom random = new SplittableRandom(6);
        for (int c = 0; c < CASES; c++) {
            int n = random.nextInt(2, 7);
            Map<Long, PlayerRating> states = new HashMap<>();
            List<RatedSeat> seats = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                states.put((long) i, randomState(random));
                seats.add(new RatedSeat(i, i, random.nextInt(1, n + 1)));
            }
            List<RatingChange> changes = elo.rate(new RatedGame(c, seats), states::get);
            double exchange = 0;
            for (int i = 0; i < n; i++) {
                RatingChange change = changes.get(i);
                assertThat(change.opponents()).hasSize(n - 1);
                for (RatingChange.Opponent opponent : change.opponents()) {
                    int mine = seats.get(i).place();
                    assertThat(opponent.actual()).isEqualTo(mine < opponent.place() ? 1 : mine == opponent.place() ? 0.5 : 0);
                }
                exchange += change.actual() - change.expected();
            }
            assertThat(exchange).as("case %d", c).isCloseTo(0, within(1e-9));
        }
    }

    @Test
    void aTieIsADraw() {
        PlayerRating equal = new PlayerRating(1500, 80, 30);
        assertThat(duel(equal, equal, 1, 1)).allSatisfy(change -> {
            assertThat(change.actual()).isEqualTo(0.5);
            assertThat(change.delta()).isZero();
        });
        List<RatingChange> weakerDraws = duel(new PlayerRating(1300, 80, 30), equal, 2, 2);
        assertThat(weakerDraws.get(0).delta()).isPositive();
        assertThat(weakerDraws.get(1).delta()).isNegative();
    }

    @Test
    void aFourPlayerGameMovesARatingAsMuchAsADuel() {
        PlayerRating p = new PlayerRating(1400, 120, 5);
        List<RatingChange> duel = duel(p, p, 1, 2);
        List<RatedSeat> seats = List.of(new RatedSeat(0, 0, 1), new RatedSeat(1, 1, 2), new RatedSeat(2, 2, 3),
                new RatedSeat(3, 3, 4));
        List<RatingChange> four = elo.rate(new RatedGame(1, seats), id -> p);
        assertThat(four.get(0).delta()).isCloseTo(duel.get(0).delta(), within(1e-9));
        assertThat(four.get(3).delta()).isCloseTo(duel.get(1).delta(), within(1e-9));
        assertThat(four.get(1).delta()).isCloseTo(-four.get(2).delta(), within(1e-9));
    }

    @Test
    void teamsRateByTheTeamResultAndTeammatesAreNotRatedAgainstEachOther() {
        Map<Long, PlayerRating> states = Map.of(1L, new PlayerRating(1400, 100, 9), 2L, new PlayerRating(1000, 100, 9),
                3L, new PlayerRating(1200, 100, 9), 4L, new PlayerRating(1200, 100, 9));
        List<RatedSeat> seats = List.of(new RatedSeat(1, 0, 1), new RatedSeat(3, 1, 2), new RatedSeat(2, 0, 1),
                new RatedSeat(4, 1, 2));
        List<RatingChange> changes = elo.rate(new RatedGame(7, seats), states::get);
        assertThat(changes.get(0).opponents()).extracting(RatingChange.Opponent::userId).containsExactly(3L, 4L);
        assertThat(changes.get(2).opponents()).extracting(RatingChange.Opponent::userId).containsExactly(3L, 4L);
        assertThat(changes).allSatisfy(change -> assertThat(change.expected()).isCloseTo(0.5, within(1e-12)));
        assertThat(changes.get(0).delta()).isEqualTo(changes.get(2).delta()).isPositive();
        assertThat(changes.get(1).delta()).isEqualTo(-changes.get(0).delta());
    }

    @Test
    void aResetDropsTheShownRatingAtOnceAndKeepsTheRating() {
        PlayerRating settled = new PlayerRating(1600, 50, 120);
        RatingChange reset = elo.reset(new InertiaReset(99, 5), settled);
        assertThat(reset.cause()).isEqualTo(RatingChange.Cause.RESET);
        assertThat(reset.after().rating()).isEqualTo(1600);
        assertThat(reset.shownBefore() - reset.shownAfter()).isEqualTo(RatingSettings.DEFAULT.maxResetDrop());
        assertThat(elo.k(reset.after())).isEqualTo(64);
    }

    @Test
    void afterAResetAsGoodAStrategyRecoversItsShownRating() {
        PlayerRating settled = new PlayerRating(1600, 50, 120);
        PlayerRating me = elo.reset(new InertiaReset(99, 5), settled).after();
        for (int game = 0; game < RatingSettings.DEFAULT.gamesToFullInertia(); game++) {
            me = duel(me, settled, 1, 1).get(0).after();
        }
        assertThat(elo.shown(me)).isEqualTo(elo.shown(settled));
    }

    @Test
    void afterAResetABetterStrategyRisesAboveItsOldShownRatingSoonerThanWithout() {
        PlayerRating settled = new PlayerRating(1600, 50, 120);
        PlayerRating opponent = new PlayerRating(1600, 50, 300);
        PlayerRating reset = elo.reset(new InertiaReset(99, 5), settled).after();
        PlayerRating kept = settled;
        for (int game = 0; game < 8; game++) {
            reset = duel(reset, opponent, 1, 2).get(0).after();
            kept = duel(kept, opponent, 1, 2).get(0).after();
        }
        assertThat(elo.shown(reset)).isGreaterThan(elo.shown(kept)).isGreaterThan(elo.shown(settled));
    }

    @Test
    void aChangeShowsWhy() {
        List<RatingChange> changes = duel(new PlayerRating(1300, 200, 0), new PlayerRating(1500, 50, 40), 1, 2);
        RatingChange mine = changes.get(0);
        assertThat(mine.sourceId()).isEqualTo(42);
        assertThat(mine.team()).isZero();
        assertThat(mine.place()).isEqualTo(1);
        assertThat(mine.expected()).isCloseTo(0.2403, within(1e-4));
        assertThat(mine.actual()).isEqualTo(1);
        assertThat(mine.delta()).isCloseTo(64 * (1 - mine.expected()), within(1e-12));
        assertThat(mine.after().rating()).isEqualTo(1300 + mine.delta());
        assertThat(mine.opponents()).singleElement().satisfies(opponent -> {
            assertThat(opponent.userId()).isEqualTo(2);
            assertThat(opponent.place()).isEqualTo(2);
            assertThat(opponent.rating()).isEqualTo(1500);
            assertThat(opponent.shown()).isEqualTo(1650);
        });
    }

    @Test
    void anEngineOutcomeGivesTheRatedGameByTeamAndPlace() {
        List<SeatResult> results = List.of(
                new SeatResult(0, 2, 0, null, "DEAD", Verdict.OK, null),
                new SeatResult(1, 1, 1, null, "ALIVE", Verdict.OK, null),
                new SeatResult(2, 2, 0, null, "DEAD", Verdict.of(ReasonCode.TIME_LIMIT, 12, "move 12 took 2,310 ms"), null),
                new SeatResult(3, 1, 1, null, "ALIVE", Verdict.OK, null));
        RatedGame game = RatedGame.of(9, List.of(11L, 12L, 13L, 14L), results, ScoreOrder.HIGHER_IS_BETTER);
        assertThat(game.seats()).containsExactly(new RatedSeat(11, 0, 2), new RatedSeat(12, 1, 1), new RatedSeat(13, 0, 2),
                new RatedSeat(14, 1, 1));
    }

    @Test
    void aGameWithoutOpponentsOrWithAPlayerTwiceIsNotRated() {
        assertThatThrownBy(() -> new RatedGame(1, List.of(new RatedSeat(1, 0, 1), new RatedSeat(2, 0, 2))))
                .hasMessageContaining("no opponents");
        assertThatThrownBy(() -> new RatedGame(1, List.of(new RatedSeat(1, 0, 1), new RatedSeat(1, 1, 2))))
                .hasMessageContaining("twice");
    }

    private List<RatingChange> duel(PlayerRating a, PlayerRating b, int placeA, int placeB) {
        RatedGame game = new RatedGame(42, List.of(new RatedSeat(1, 0, placeA), new RatedSeat(2, 1, placeB)));
        return elo.rate(game, id -> id == 1 ? a : b);
    }

    private static PlayerRating randomState(SplittableRandom random) {
        return state(random.nextDouble(400, 2000), random);
    }

    private static PlayerRating state(double rating, SplittableRandom random) {
        return new PlayerRating(rating, random.nextDouble(50, 200.000001), random.nextInt(0, 500));
    }
}
