package arena.platform.rating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.game.api.Format;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class MatchmakerTest {

    private static final Instant NOW = Instant.parse("2026-11-20T12:00:00Z");
    private static final Format DUEL = Format.freeForAll("2p", "2 players", 2);
    private static final Format THREE = Format.freeForAll("3p", "3 players", 3);
    private static final Format FOUR = Format.freeForAll("4p", "4 players", 4);
    private static final Format TWO_VS_TWO = new Format("2x2", "2 vs 2", List.of(0, 1, 0, 1));

    @Test
    void theAnchorHasTheFewestRecentGamesThenTheLongestIdle() {
        List<LadderPlayer> players = List.of(player(1, 1000, 3, 10), player(2, 1000, 2, 5), player(3, 1000, 2, 50),
                player(4, 1000, 2, 30), player(5, 1000, 4, 200));
        PlannedGame game = matchmaker(List.of(DUEL)).next(players, new SplittableRandom(1)).orElseThrow();
        assertThat(game.anchor().userId()).isEqualTo(3);
        assertThat(game.seats()).extracting(LadderPlayer::userId).contains(3L);
    }

    @Test
    void aPlayerWhoNeverPlayedIsAnchoredFirst() {
        List<LadderPlayer> players = List.of(player(1, 1000, 0, 600),
                new LadderPlayer(2, 20, 1000, 0, null, false), player(3, 1000, 0, 900));
        PlannedGame game = matchmaker(List.of(DUEL)).next(players, new SplittableRandom(1)).orElseThrow();
        assertThat(game.anchor().userId()).isEqualTo(2);
    }

    @Test
    void noGameHoldsTwoStrategiesOfOneUser() {
        SplittableRandom random = new SplittableRandom(3);
        Matchmaker matchmaker = matchmaker(List.of(DUEL, THREE, FOUR));
        for (int c = 0; c < 500; c++) {
            List<LadderPlayer> players = new ArrayList<>();
            for (int i = 0; i < 12; i++) {
                players.add(new LadderPlayer(random.nextLong(1, 6), i, random.nextDouble(800, 1600),
                        random.nextInt(3), NOW.minusSeconds(random.nextInt(3600)), random.nextInt(5) == 0));
            }
            for (PlannedGame game : matchmaker.plan(players, 5, NOW, random)) {
                Set<Long> users = new HashSet<>();
                assertThat(game.seats()).allSatisfy(seat -> assertThat(users.add(seat.userId())).isTrue());
                assertThat(game.seats()).noneMatch(LadderPlayer::busy);
            }
        }
    }

    @Test
    void twoStrategiesOfOneUserMeetWhenTheContestAllowsIt() {
        List<LadderPlayer> players = List.of(new LadderPlayer(1, 10, 1200, 0, null, false),
                new LadderPlayer(1, 11, 1200, 0, null, false));
        LadderSettings allowing = new LadderSettings(1, List.of(new LadderFormat(DUEL, 1)), true,
                java.time.Duration.ofHours(6), 100, 4, 0.5, 2, java.time.Duration.ofMinutes(10));
        assertThat(new Matchmaker(allowing).next(players, new SplittableRandom(1))).isPresent();
        assertThat(matchmaker(List.of(DUEL)).next(players, new SplittableRandom(1))).isEmpty();
    }

    @Test
    void opponentsAreDrawnNearInRatingAboveAndBelowLessOftenTheFartherTheyAre() {
        List<LadderPlayer> players = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            players.add(player(i + 1, i * 3, 1, 60));
        }
        players.set(500, player(501, 1500, 0, 60));
        Matchmaker matchmaker = matchmaker(List.of(DUEL));
        SplittableRandom random = new SplittableRandom(5);
        int[] byHundred = new int[5];
        int above = 0;
        for (int c = 0; c < 4000; c++) {
            PlannedGame game = matchmaker.next(players, random).orElseThrow();
            assertThat(game.anchor().userId()).isEqualTo(501);
            LadderPlayer opponent = game.seats().get(0).userId() == 501 ? game.seats().get(1) : game.seats().get(0);
            double distance = opponent.rating() - 1500;
            above += distance > 0 ? 1 : 0;
            byHundred[(int) Math.min(4, Math.abs(distance) / 100)]++;
        }
        assertThat(above).isBetween(1800, 2200);
        assertThat(byHundred[0]).isGreaterThan(byHundred[1]);
        assertThat(byHundred[1]).isGreaterThan(byHundred[2]);
        assertThat(byHundred[2]).isGreaterThan(byHundred[3]);
        assertThat(byHundred[4]).isLessThan(40);
    }

    @Test
    void aPlayerFarFromTheFieldStillPlaysAndMeetsTheNearerMoreOften() {
        List<LadderPlayer> players = new ArrayList<>(List.of(player(1, 3000, 0, 60), player(2, 2300, 5, 60)));
        for (int i = 0; i < 200; i++) {
            players.add(player(10 + i, 1000 + i, 5, 60));
        }
        Matchmaker matchmaker = matchmaker(List.of(DUEL));
        SplittableRandom random = new SplittableRandom(6);
        Map<Long, Integer> met = new HashMap<>();
        for (int c = 0; c < 4000; c++) {
            PlannedGame game = matchmaker.next(players, random).orElseThrow();
            game.seats().stream().filter(seat -> seat.userId() != 1).forEach(seat -> met.merge(seat.userId(), 1, Integer::sum));
        }
        int nearestOfField = 0;
        int farthestOfField = 0;
        int mostMetOfField = 0;
        for (int i = 0; i < 200; i++) {
            int count = met.getOrDefault(10L + i, 0);
            nearestOfField += i >= 150 ? count : 0;
            farthestOfField += i < 50 ? count : 0;
            mostMetOfField = Math.max(mostMetOfField, count);
        }
        assertThat(met.get(2L)).isGreaterThan(3 * mostMetOfField);
        assertThat(nearestOfField).isGreaterThan(farthestOfField * 5 / 4);
        assertThat(farthestOfField).isPositive();
    }

    @Test
    void anOpponentWithMoreRecentGamesThanTheAnchorIsDrawnLessOften() {
        List<LadderPlayer> players = List.of(player(1, 1200, 3, 60), player(2, 1200, 3, 60), player(3, 1200, 4, 60),
                player(4, 1200, 6, 60));
        Matchmaker matchmaker = matchmaker(List.of(DUEL));
        SplittableRandom random = new SplittableRandom(12);
        Map<Long, Integer> met = new HashMap<>();
        for (int c = 0; c < 7000; c++) {
            met.merge(matchmaker.next(players, random).orElseThrow().seats().stream()
                    .filter(seat -> seat.userId() != 1).findFirst().orElseThrow().userId(), 1, Integer::sum);
        }
        // weights 1, 1/2 and 1/8 of 13/8
        assertThat(met.get(2L)).isBetween(4100, 4500);
        assertThat(met.get(3L)).isBetween(1980, 2330);
        assertThat(met.get(4L)).isBetween(440, 640);
    }

    @Test
    void theFormatIsDrawnByWeightAmongThoseTheFreePlayersCanFill() {
        LadderSettings settings = LadderSettings.of(List.of(new LadderFormat(DUEL, 1), new LadderFormat(THREE, 1),
                new LadderFormat(FOUR, 2)));
        Matchmaker matchmaker = new Matchmaker(settings);
        List<LadderPlayer> many = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            many.add(player(i + 1, 1200, 0, 60));
        }
        SplittableRandom random = new SplittableRandom(7);
        Map<String, Integer> counts = new HashMap<>();
        for (int c = 0; c < 4000; c++) {
            counts.merge(matchmaker.next(many, random).orElseThrow().format().id(), 1, Integer::sum);
        }
        assertThat(counts.get("2p")).isBetween(900, 1100);
        assertThat(counts.get("3p")).isBetween(900, 1100);
        assertThat(counts.get("4p")).isBetween(1850, 2150);
        List<LadderPlayer> three = many.subList(0, 3);
        for (int c = 0; c < 200; c++) {
            assertThat(matchmaker.next(three, random).orElseThrow().format().id()).isIn("2p", "3p");
        }
        assertThat(matchmaker.next(many.subList(0, 1), random)).isEmpty();
    }

    @Test
    void planningMarksPlayersBusyUntilNoFormatCanBeFilled() {
        List<LadderPlayer> players = new ArrayList<>();
        for (int i = 0; i < 42; i++) {
            players.add(player(i + 1, 1000 + 10 * i, i % 3, 100 + i));
        }
        players.add(new LadderPlayer(99, 990, 1000, 0, null, true));
        List<PlannedGame> games = matchmaker(List.of(FOUR)).plan(players, 100, NOW, new SplittableRandom(8));
        assertThat(games).hasSize(10);
        Set<Long> seated = new HashSet<>();
        games.forEach(game -> game.seats().forEach(seat -> assertThat(seated.add(seat.userId())).isTrue()));
        assertThat(seated).doesNotContain(99L);
        assertThat(games.get(0).anchor().recentGames()).isZero();
    }

    @Test
    void teamSeatsAreDraftedSoTheTeamsAreEven() {
        List<LadderPlayer> players = List.of(player(1, 1800, 0, 60), player(2, 1600, 0, 60), player(3, 1400, 0, 60),
                player(4, 1200, 0, 60));
        PlannedGame game = matchmaker(List.of(TWO_VS_TWO)).next(players, new SplittableRandom(9)).orElseThrow();
        Map<Integer, Set<Long>> teams = new HashMap<>();
        for (int seat = 0; seat < 4; seat++) {
            teams.computeIfAbsent(TWO_VS_TWO.teams().get(seat), t -> new HashSet<>()).add(game.seats().get(seat).userId());
        }
        assertThat(teams.values()).containsExactlyInAnyOrder(Set.of(1L, 4L), Set.of(2L, 3L));
    }

    @Test
    void theSameSnapshotAndSeedGiveTheSameGames() {
        List<LadderPlayer> players = new ArrayList<>();
        SplittableRandom setup = new SplittableRandom(10);
        for (int i = 0; i < 300; i++) {
            players.add(player(i + 1, setup.nextDouble(600, 1800), setup.nextInt(4), setup.nextInt(10_000)));
        }
        Matchmaker matchmaker = matchmaker(List.of(DUEL, THREE, FOUR));
        assertThat(matchmaker.plan(players, 40, NOW, new SplittableRandom(11)))
                .isEqualTo(matchmaker.plan(players, 40, NOW, new SplittableRandom(11)));
    }

    @Test
    void aSoloTimeTrialHasNoRatedLadder() {
        assertThatThrownBy(() -> new LadderFormat(Format.freeForAll("solo", "Time trial", 1), 1))
                .hasMessageContaining("solo");
    }

    private static Matchmaker matchmaker(List<Format> formats) {
        return new Matchmaker(LadderSettings.of(formats.stream().map(format -> new LadderFormat(format, 1)).toList()));
    }

    private static LadderPlayer player(long user, double rating, int recent, int idleSeconds) {
        return new LadderPlayer(user, user * 10, rating, recent, NOW.minusSeconds(idleSeconds), false);
    }
}
