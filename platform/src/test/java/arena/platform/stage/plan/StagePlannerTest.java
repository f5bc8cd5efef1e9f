package arena.platform.stage.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.game.api.Format;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class StagePlannerTest {

    private static final List<String> MAPS = List.of("map01", "map02", "map03");
    private static final Format DUEL = new Format("2x5", "2x5", List.of(0, 1));

    @Test
    void seed000_wavesWithExactlyOneGamePerEntrant() {
        SplittableRandom random = new SplittableRandom(1);
        for (int c = 0; c < 150; c++) {
            int n = random.nextInt(1, 70);
            int seats = random.nextInt(2, 5);
            int waves = random.nextInt(10, 13);
            List<Long> entrants = entrants(n, random);
            StagePlan plan = StagePlanner.plan(waves(seats, waves), entrants, random.nextLong());

            assertThat(plan.waves()).isEqualTo(waves);
            for (int wave = 0; wave < waves; wave++) {
                List<StageGame> games = plan.wave(wave);
                List<Long> played = games.stream().flatMap(game -> game.entrants().stream()).sorted().toList();
                assertThat(played).as("case %d wave %d", c, wave).containsExactlyElementsOf(sorted(entrants));
                assertThat(games).hasSize((n + seats - 1) / seats)
                        .allSatisfy(game -> assertThat(game.seats()).hasSize(seats))
                        .allSatisfy(game -> assertThat(game.map()).isEqualTo(MAPS.get(game.wave() % MAPS.size())));
                int fillersPerGameMin = games.stream().mapToInt(StagePlannerTest::fillers).min().orElseThrow();
                int fillersPerGameMax = games.stream().mapToInt(StagePlannerTest::fillers).max().orElseThrow();
                assertThat(fillersPerGameMax - fillersPerGameMin).as("fillers are spread").isLessThanOrEqualTo(1);
                assertThat(games.stream().mapToInt(StagePlannerTest::fillers).sum()).isEqualTo(games.size() * seats - n);
            }
        }
    }

    @Test
    void fortyBomberEntrantsPlayTenFullGamesPerWave() {
        StagePlan plan = StagePlanner.plan(waves(4, 10), entrants(40, new SplittableRandom(2)), 40);
        assertThat(plan.games()).hasSize(100);
        assertThat(plan.gamesWithFillers()).isZero();
    }

    @Test
    void fillersGoOnePerGameToTheEntrantsWhoHadFewestSoFar() {
        List<Long> entrants = entrants(41, new SplittableRandom(3));
        StagePlan plan = StagePlanner.plan(waves(4, 10), entrants, 41);
        for (int wave = 0; wave < 10; wave++) {
            assertThat(plan.wave(wave)).hasSize(11).filteredOn(StageGame::hasFillers).hasSize(3)
                    .allSatisfy(game -> assertThat(fillers(game)).isEqualTo(1))
                    .allSatisfy(game -> assertThat(game.seats()).contains(new StageSeat.Filler("idle")));
        }
        Map<Long, Integer> besideFillers = new HashMap<>();
        plan.games().stream().filter(StageGame::hasFillers)
                .forEach(game -> game.entrants().forEach(user -> besideFillers.merge(user, 1, Integer::sum)));
        assertThat(besideFillers).hasSize(41);
        assertThat(Collections.max(besideFillers.values()) - Collections.min(besideFillers.values())).isLessThanOrEqualTo(1);
    }

    @Test
    void fewerEntrantsThanSeatsStillPlayOneGamePerWave() {
        assertThat(StagePlanner.plan(waves(4, 10), List.of(1L, 2L, 3L), 1).games())
                .hasSize(10).allSatisfy(game -> assertThat(fillers(game)).isEqualTo(1));
        StagePlan five = StagePlanner.plan(waves(4, 10), List.of(1L, 2L, 3L, 4L, 5L), 1);
        assertThat(five.wave(0)).extracting(StagePlannerTest::fillers).containsExactlyInAnyOrder(1, 2);
    }

    @Test
    void inALargeFieldNobodyMeetsAnyoneTwice() {
        StagePlan plan = StagePlanner.plan(waves(4, 10), entrants(900, new SplittableRandom(4)), 900);
        assertThat(meetings(plan).values()).allSatisfy(count -> assertThat(count).isEqualTo(1));
    }

    @Test
    void opponentsVaryAcrossWavesFarMoreThanInRandomGames() {
        for (long seed = 0; seed < 5; seed++) {
            List<Long> entrants = entrants(40, new SplittableRandom(seed));
            StagePlan plan = StagePlanner.plan(waves(4, 10), entrants, seed);
            int planned = repeats(plan);
            int random = repeats(randomWaves(entrants, 4, 10, new SplittableRandom(seed)));
            assertThat(planned).as("seed %d: planned %d, random %d", seed, planned, random).isLessThan(random / 3);
            assertThat(meetings(plan).values()).allSatisfy(count -> assertThat(count).isLessThanOrEqualTo(2));
        }
    }

    @Test
    void plansAreReproducibleFromTheSeedWhateverTheEntrantOrder() {
        SplittableRandom random = new SplittableRandom(5);
        for (PlanSettings settings : List.of(waves(4, 10), waves(3, 12),
                PlanSettings.allPairs(DUEL, 2, MAPS), PlanSettings.oneGamePerMap(Format.freeForAll("solo", "Solo", 1), MAPS))) {
            List<Long> entrants = entrants(23, random);
            List<Long> reversed = new ArrayList<>(entrants);
            Collections.reverse(reversed);
            StagePlan plan = StagePlanner.plan(settings, entrants, 77);
            assertThat(StagePlanner.plan(settings, reversed, 77)).isEqualTo(plan);
            if (settings.kind() != StageKind.ONE_GAME_PER_MAP) {
                assertThat(StagePlanner.plan(settings, entrants, 78)).isNotEqualTo(plan);
            }
        }
    }

    @Test
    void seed000_allPairsDuelsRepeatedKTimes() {
        SplittableRandom random = new SplittableRandom(6);
        for (int n = 2; n <= 13; n++) {
            for (int repeats = 1; repeats <= 4; repeats++) {
                List<Long> entrants = entrants(n, random);
                StagePlan plan = StagePlanner.plan(PlanSettings.allPairs(DUEL, repeats, MAPS), entrants, n * 10L + repeats);
                assertThat(plan.games()).hasSize(n * (n - 1) / 2 * repeats);
                assertThat(plan.waves()).isEqualTo(repeats * (n % 2 == 0 ? n - 1 : n));
                Map<List<Long>, Integer> ordered = new HashMap<>();
                plan.games().forEach(game -> ordered.merge(game.entrants(), 1, Integer::sum));
                for (long a : entrants) {
                    for (long b : entrants) {
                        if (a < b) {
                            int ab = ordered.getOrDefault(List.of(a, b), 0);
                            int ba = ordered.getOrDefault(List.of(b, a), 0);
                            assertThat(ab + ba).as("%d vs %d", a, b).isEqualTo(repeats);
                            assertThat(Math.abs(ab - ba)).as("seats of %d vs %d", a, b).isLessThanOrEqualTo(repeats % 2);
                        }
                    }
                }
                for (int wave = 0; wave < plan.waves(); wave++) {
                    List<Long> played = plan.wave(wave).stream().flatMap(game -> game.entrants().stream()).toList();
                    assertThat(played).doesNotHaveDuplicates().hasSize(n - n % 2);
                }
            }
        }
    }

    @Test
    void seed002_oneGamePerMapForEveryEntrant() {
        List<Long> entrants = entrants(12, new SplittableRandom(7));
        StagePlan plan = StagePlanner.plan(PlanSettings.oneGamePerMap(Format.freeForAll("solo", "Solo", 1), MAPS),
                entrants, 1);
        assertThat(plan.waves()).isEqualTo(3);
        for (int wave = 0; wave < 3; wave++) {
            String map = MAPS.get(wave);
            assertThat(plan.wave(wave)).hasSize(12).allSatisfy(game -> assertThat(game.map()).isEqualTo(map))
                    .flatExtracting(StageGame::entrants).containsExactlyInAnyOrderElementsOf(entrants);
        }
    }

    @Test
    void settingsTheSeedsRuleOutAreRefused() {
        Format four = Format.freeForAll("4x3", "4x3", 4);
        assertThatThrownBy(() -> PlanSettings.waves(four, 9, MAPS, "idle")).hasMessageContaining("at least 10 waves");
        assertThatThrownBy(() -> PlanSettings.allPairs(four, 1, MAPS)).hasMessageContaining("two-seat format");
        assertThatThrownBy(() -> PlanSettings.oneGamePerMap(four, MAPS)).hasMessageContaining("solo format");
        assertThatThrownBy(() -> PlanSettings.waves(four, 10, List.of(), "idle")).hasMessageContaining("one map");
        assertThatThrownBy(() -> StagePlanner.plan(waves(4, 10), List.of(1L, 1L), 1)).hasMessageContaining("twice");
        assertThatThrownBy(() -> StagePlanner.plan(PlanSettings.allPairs(DUEL, 1, MAPS), List.of(1L), 1))
                .hasMessageContaining("at least 2 entrants");
    }

    static PlanSettings waves(int seats, int waves) {
        return PlanSettings.waves(Format.freeForAll(seats + "p", seats + " players", seats), waves, MAPS, "idle");
    }

    static List<Long> entrants(int n, SplittableRandom random) {
        List<Long> entrants = new ArrayList<>();
        while (entrants.size() < n) {
            long user = random.nextLong(1, 1_000_000);
            if (!entrants.contains(user)) {
                entrants.add(user);
            }
        }
        return entrants;
    }

    private static int fillers(StageGame game) {
        return (int) game.seats().stream().filter(StageSeat.Filler.class::isInstance).count();
    }

    private static List<Long> sorted(List<Long> entrants) {
        return entrants.stream().sorted().toList();
    }

    private static Map<List<Long>, Integer> meetings(StagePlan plan) {
        Map<List<Long>, Integer> meetings = new HashMap<>();
        for (StageGame game : plan.games()) {
            List<Long> players = game.entrants();
            for (long a : players) {
                for (long b : players) {
                    if (a < b) {
                        meetings.merge(List.of(a, b), 1, Integer::sum);
                    }
                }
            }
        }
        return meetings;
    }

    /** Meetings beyond the first of every pair. */
    private static int repeats(StagePlan plan) {
        return meetings(plan).values().stream().mapToInt(count -> count - 1).sum();
    }

    /** The baseline: every wave a fresh shuffle cut into games. */
    private static StagePlan randomWaves(List<Long> entrants, int seats, int waves, SplittableRandom random) {
        List<StageGame> games = new ArrayList<>();
        for (int wave = 0; wave < waves; wave++) {
            List<Long> order = new ArrayList<>(entrants);
            for (int i = order.size() - 1; i > 0; i--) {
                int j = random.nextInt(i + 1);
                order.set(j, order.set(i, order.get(j)));
            }
            for (int g = 0; g < order.size(); g += seats) {
                games.add(new StageGame(wave, order.subList(g, g + seats).stream()
                        .map(user -> (StageSeat) new StageSeat.Entrant(user)).toList(), "map01"));
            }
        }
        return new StagePlan(games);
    }
}
