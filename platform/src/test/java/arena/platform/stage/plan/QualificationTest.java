package arena.platform.stage.plan;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Format;
import arena.game.api.PointsTable;
import arena.game.api.TiePolicy;
import arena.platform.rating.LadderStanding;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class QualificationTest {

    private static final Instant T = Instant.parse("2013-11-20T12:00:00Z");
    private static final StagePoints F1 = new StagePoints(PointsTable.of(TiePolicy.SPLIT, 25, 18, 15, 12));

    /**
     * Seed 000 at a tenth of its size: 90 of the ladder to Round 1 (4x3 waves); its top 30 plus the 6 best of the
     * ladder at the start of Round 2 who did not qualify through Round 1; the top 5 of Round 2 plus the best 1 of
     * the ladder at the start of the Final not qualified through the tournament; then the Final's duels.
     */
    @Test
    void seed000_qualification900_300plus60_50plus10_onASmallScale() {
        List<LadderStanding> sandbox = new ArrayList<>();
        for (long user = 1; user <= 150; user++) {
            sandbox.add(new LadderStanding(user, 2000 - user, T.minusSeconds(user)));
        }
        // 90 and 91 tie on rating at the cut: 91 submitted its last strategy earlier and goes in
        sandbox.set(89, new LadderStanding(90, 1910, T.plusSeconds(10)));
        sandbox.set(90, new LadderStanding(91, 1910, T));

        List<Qualified> round1 = Qualification.fromLadder(sandbox, 90);
        assertThat(round1).hasSize(90).allSatisfy(q -> assertThat(q.route()).isEqualTo(Qualified.Route.LADDER));
        assertThat(ids(round1)).contains(91L).doesNotContain(90L).containsAll(range(1, 89));

        List<StageRow> round1Table = play(ids(round1), Format.freeForAll("4x3", "4x3", 4), 1);
        // at the start of Round 2: 150, who never entered Round 1, now leads the ladder; 149 came second
        List<LadderStanding> sandbox2 = new ArrayList<>(sandbox);
        sandbox2.set(149, new LadderStanding(150, 3000, T));
        sandbox2.set(148, new LadderStanding(149, 2500, T));
        List<Qualified> round2 = Qualification.fromStage(round1Table, 30, sandbox2, 6);

        assertThat(round2).hasSize(36);
        assertThat(round2.subList(0, 30)).extracting(Qualified::userId)
                .containsExactlyElementsOf(round1Table.subList(0, 30).stream().map(StageRow::userId).toList());
        assertThat(round2.subList(0, 30)).allSatisfy(q -> assertThat(q.route()).isEqualTo(Qualified.Route.STAGE));
        List<Long> wildcards = ids(round2.subList(30, 36));
        assertThat(round2.subList(30, 36)).allSatisfy(q -> assertThat(q.route()).isEqualTo(Qualified.Route.LADDER));
        Set<Long> throughRound1 = Set.copyOf(ids(round2.subList(0, 30)));
        assertThat(wildcards).startsWith(150L, 149L).doesNotContainAnyElementsOf(throughRound1)
                .containsExactlyElementsOf(bestOfLadderExcept(sandbox2, throughRound1, 6));
        assertThat(wildcards.subList(2, 6)).as("Round 1 entrants who missed its cut come back by rating")
                .allSatisfy(user -> assertThat(ids(round1)).contains(user));

        List<StageRow> round2Table = play(ids(round2), Format.freeForAll("4x4", "4x4", 4), 2);
        List<Qualified> finalists = Qualification.fromStage(round2Table, 5, sandbox2, 1);
        assertThat(finalists).hasSize(6);
        Set<Long> throughRound2 = Set.copyOf(ids(finalists.subList(0, 5)));
        assertThat(finalists.get(5).userId()).isEqualTo(bestOfLadderExcept(sandbox2, throughRound2, 1).get(0));

        StagePlan duels = StagePlanner.plan(PlanSettings.allPairs(new Format("2x5", "2x5", List.of(0, 1)), 1,
                List.of("map01")), ids(finalists), 3);
        assertThat(duels.games()).hasSize(6 * 5 / 2);
    }

    @Test
    void aSandboxTieAtTheCutGoesToTheEarlierLastSubmissionThenTheLowerUserId() {
        List<LadderStanding> sandbox = List.of(new LadderStanding(5, 1300, T.plusSeconds(1)),
                new LadderStanding(4, 1300, T), new LadderStanding(3, 1300, T), new LadderStanding(1, 1400, T));
        assertThat(ids(Qualification.fromLadder(sandbox, 2))).containsExactly(1L, 3L);
        assertThat(Qualification.fromLadder(sandbox, 3)).extracting(Qualified::rank).containsExactly(1, 2, 3);
    }

    @Test
    void wildcardsSkipOnlyThoseWhoQualifiedThroughTheStage() {
        List<StageRow> stage = List.of(new StageRow(1, 7, 50, 10, T), new StageRow(2, 8, 40, 10, T),
                new StageRow(3, 9, 30, 10, T));
        List<LadderStanding> sandbox = List.of(new LadderStanding(7, 1500, T), new LadderStanding(9, 1400, T),
                new LadderStanding(8, 1300, T), new LadderStanding(2, 1200, T));
        List<Qualified> chosen = Qualification.fromStage(stage, 1, sandbox, 2);
        assertThat(chosen).containsExactly(new Qualified(7, Qualified.Route.STAGE, 1),
                new Qualified(9, Qualified.Route.LADDER, 2), new Qualified(8, Qualified.Route.LADDER, 3));
    }

    @Test
    void fewerCandidatesThanPlacesQualifiesEveryone() {
        assertThat(Qualification.fromLadder(List.of(new LadderStanding(1, 1200, T)), 900)).hasSize(1);
    }

    /** Plays a stage with random places and returns its table. */
    private static List<StageRow> play(List<Long> entrants, Format format, long seed) {
        StagePlan plan = StagePlanner.plan(PlanSettings.waves(format, 10, List.of("map01"), "idle"), entrants, seed);
        SplittableRandom random = new SplittableRandom(seed);
        List<GamePoints> games = new ArrayList<>();
        for (StageGame game : plan.games()) {
            List<Integer> places = new ArrayList<>();
            for (int seat = 0; seat < game.seats().size(); seat++) {
                places.add(random.nextInt(1, game.seats().size() + 1));
            }
            games.add(F1.forGame(game, places, Collections.nCopies(places.size(), null)));
        }
        Map<Long, Entrant> byUser = new HashMap<>();
        entrants.forEach(user -> byUser.put(user, new Entrant(user, T.minusSeconds(random.nextInt(1000)))));
        return StageTable.rank(List.copyOf(byUser.values()), games);
    }

    private static List<Long> bestOfLadderExcept(List<LadderStanding> sandbox, Set<Long> except, int count) {
        return sandbox.stream().sorted(LadderStanding.ORDER).map(LadderStanding::userId)
                .filter(user -> !except.contains(user)).limit(count).toList();
    }

    private static List<Long> ids(List<Qualified> qualified) {
        return qualified.stream().map(Qualified::userId).collect(Collectors.toList());
    }

    private static List<Long> range(long from, long to) {
        List<Long> range = new ArrayList<>();
        for (long user = from; user <= to; user++) {
            range.add(user);
        }
        return range;
    }
}
