package arena.platform.stage;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Phrase;
import arena.platform.account.AccountService;
import arena.platform.account.ArenaUser;
import arena.platform.account.RegistrationForm;
import arena.platform.account.Role;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestService;
import arena.platform.match.Match;
import arena.platform.match.MatchCreation;
import arena.platform.match.MatchResults;
import arena.platform.ladder.RatingService;
import arena.platform.ladder.LadderFixture;
import arena.platform.stage.plan.StagePlan;
import arena.platform.stage.plan.StageSeat;
import arena.platform.submission.Strategies;
import arena.platform.submission.SubmissionService;
import arena.platform.submission.UploadOptions;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.TestPropertySource;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * A strategy an admin disabled is not snapshotted for a stage part: the entrant plays their last strategy that
 * is still enabled, and one with none left is no entrant at all. Once a part runs, an entrant whose strategy is
 * disabled or who is banned has their seat left empty (played by the stage's filler bot) in the waves queued from
 * then on: nobody takes their place and the others play on. Against a real PostgreSQL of its own (the stage's
 * top 4 are the only players of the ladder).
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
@TestPropertySource(properties = {"arena.worker.embedded=false", "arena.test.database=disabled-entrants"})
class DisabledStrategyEntrantsIT {

    @Autowired
    AccountService accounts;
    @Autowired
    ContestService contests;
    @Autowired
    SubmissionService submissions;
    @Autowired
    MatchCreation matches;
    @Autowired
    MatchResults results;
    @Autowired
    RatingService ratings;
    @Autowired
    Strategies strategies;
    @Autowired
    StageStore store;
    @Autowired
    JdbcTemplate jdbc;
    @Autowired
    TransactionTemplate tx;
    @Autowired
    ApplicationEventPublisher events;
    @Autowired
    StageService stages;
    @Autowired
    Waves waves;

    @Test
    void aDisabledStrategyIsNotSnapshottedForARound() {
        Contest bomber = contests.get("bomber");
        LadderFixture fixture = new LadderFixture(bomber, submissions, matches, ratings, jdbc, tx, events);
        ArenaUser user = ArenaUser.of(accounts.register(new RegistrationForm("de" + UUID.randomUUID().toString()
                .substring(0, 8), "seven-quiet-harbors"), Role.CONTESTANT));
        long older = fixture.accept(user, UploadOptions.NONE);
        long newer = fixture.accept(user, UploadOptions.NONE);
        Instant later = Instant.now().plusSeconds(60);
        assertThat(store.lastAccepted(bomber.getId(), user.id(), later)).hasValueSatisfying(
                snapshot -> assertThat(snapshot.submissionId()).isEqualTo(newer));
        assertThat(store.players(bomber.getId())).anySatisfy(player -> assertThat(player.userId()).isEqualTo(user.id()));

        strategies.disable(newer, true);
        assertThat(store.lastAccepted(bomber.getId(), user.id(), later)).hasValueSatisfying(
                snapshot -> assertThat(snapshot.submissionId()).isEqualTo(older));

        strategies.disable(older, true);
        assertThat(store.lastAccepted(bomber.getId(), user.id(), later)).isEmpty();
        assertThat(store.players(bomber.getId())).noneSatisfy(player -> assertThat(player.userId()).isEqualTo(user.id()));

        strategies.disable(newer, false);
        assertThat(store.lastAccepted(bomber.getId(), user.id(), later)).hasValueSatisfying(
                snapshot -> assertThat(snapshot.submissionId()).isEqualTo(newer));
    }

    @Test
    void anEntrantTakenOutDuringAStageLeavesTheirSeatEmptyInTheNextWaves() {
        Contest bomber = contests.get("bomber");
        Running running = fourEntrantsRunning(bomber);
        List<ArenaUser> players = running.players();
        Stage stage = running.stage();
        StageStore.Part part = running.part();
        assertThat(seatsOfWave(part.id(), 0)).containsAll(players.stream().map(ArenaUser::id).toList());

        ArenaUser disabled = players.get(0);
        ArenaUser banned = players.get(1);
        strategies.disable(submissions.mainSubmission(bomber.getId(), disabled.id()).orElseThrow(), true);
        accounts.update(banned.id(), Role.CONTESTANT, false);

        StagePlan plan = waves.plan(bomber, stage, new ArrayList<>(store.entrants(part.id()).keySet()), part.seed());
        waves.enqueue(bomber, stage, part, plan, 1);
        List<Long> seated = seatsOfWave(part.id(), 1);
        assertThat(seated).contains(players.get(2).id(), players.get(3).id()).doesNotContain(disabled.id(), banned.id());
        // their seats are there, played by the filler bot: the plan and the other games are unchanged
        assertThat(botSeatsOfWave(part.id(), 1)).isEqualTo(botSeatsOfWave(part.id(), 0) + 2);
        assertThat(jdbc.queryForObject("select count(*) from round_games where part_id = ? and wave = 1", Integer.class,
                part.id())).isEqualTo(plan.wave(1).size());
        // nobody took their place among the entrants
        assertThat(store.entrants(part.id()).keySet()).hasSize(plan.wave(0).stream()
                .mapToInt(game -> (int) game.seats().stream().filter(seat -> seat instanceof StageSeat.Entrant).count())
                .sum()).containsAll(players.stream().map(ArenaUser::id).toList());
    }

    @Test
    void aStageGameQueuedBeforeABanIsPlayedWithTheBannedSeatLeftToTheIdleBot() {
        Contest bomber = contests.get("bomber");
        LadderFixture fixture = new LadderFixture(bomber, submissions, matches, ratings, jdbc, tx, events);
        Running running = fourEntrantsRunning(bomber);
        List<ArenaUser> players = running.players();
        StageStore.Part part = running.part();
        // a game of one of our players against another player (the stage may also seat fillers: other tests'
        // ladder entrants can make the field odd)
        Map<String, Object> pick = jdbc.queryForList("""
                select g.match_id, s.user_id from round_games g join match_seats s on s.match_id = g.match_id
                where g.part_id = ? and g.wave = 0 and s.user_id is not null
                and exists (select 1 from match_seats o where o.match_id = g.match_id and o.seat <> s.seat
                            and o.user_id is not null)
                order by g.match_id, s.seat""", part.id()).stream()
                .filter(row -> players.stream().anyMatch(p -> p.id() == ((Number) row.get("user_id")).longValue()))
                .findFirst().orElseThrow();
        long game = ((Number) pick.get("match_id")).longValue();
        ArenaUser banned = players.stream()
                .filter(p -> p.id() == ((Number) pick.get("user_id")).longValue()).findFirst().orElseThrow();
        ArenaUser other = players.stream().filter(p -> p != banned).findFirst().orElseThrow();
        Match rated = fixture.rated(List.of(banned, other));
        accounts.update(banned.id(), Role.CONTESTANT, false);

        // the stage game plays on: the banned seat is the idle bot's, for nobody; the opponent keeps their seat
        Optional<Phrase> refusal = tx.execute(status -> results.refusal(game));
        assertThat(refusal).isEmpty();
        List<Map<String, Object>> seats = jdbc.queryForList("select user_id, submission_id, bot, name from match_seats"
                + " where match_id = ? order by seat", game);
        assertThat(seats).hasSize(2).noneSatisfy(seat -> assertThat(seat.get("user_id")).isEqualTo(banned.id()))
                .anySatisfy(seat -> {
                    assertThat(seat.get("user_id")).isNull();
                    assertThat(seat.get("submission_id")).isNull();
                    assertThat(seat.get("bot")).isEqualTo("idle");
                    assertThat(seat.get("name")).isEqualTo("idle");
                })
                .anySatisfy(seat -> assertThat(seat.get("user_id")).isNotNull());
        // a rated game of the banned player is refused (voided, nobody's rating moves)
        Optional<Phrase> ratedRefusal = tx.execute(status -> results.refusal(rated.getId()));
        assertThat(ratedRefusal).hasValueSatisfying(
                reason -> assertThat(reason.text()).contains(banned.username(), "disabled"));
    }

    /** Four new players with accepted strategies, and the first part of a 2p stage of the ladder's top 10 started. */
    private Running fourEntrantsRunning(Contest bomber) {
        LadderFixture fixture = new LadderFixture(bomber, submissions, matches, ratings, jdbc, tx, events);
        String run = UUID.randomUUID().toString().substring(0, 6);
        ArenaUser admin = ArenaUser.of(accounts.register(new RegistrationForm("sa" + run, "seven-quiet-harbors"),
                Role.ADMIN));
        List<ArenaUser> players = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            ArenaUser player = ArenaUser.of(accounts.register(new RegistrationForm("sp" + i + run, "seven-quiet-harbors"),
                    Role.CONTESTANT));
            fixture.accept(player, UploadOptions.NONE);
            players.add(player);
        }
        Stage stage = stages.create(bomber, new StageForm("Round " + run, "WAVES", "2p", null, null, List.of("classic"),
                null, null, "idle", null, null, 10, null, null), admin);
        return new Running(players, stage, stages.start(bomber, stage, admin));
    }

    private record Running(List<ArenaUser> players, Stage stage, StageStore.Part part) {
    }

    private int botSeatsOfWave(long partId, int wave) {
        return jdbc.queryForObject("""
                select count(*) from match_seats s join round_games g on g.match_id = s.match_id
                where g.part_id = ? and g.wave = ? and s.user_id is null and s.bot = 'idle'""", Integer.class,
                partId, wave);
    }

    private List<Long> seatsOfWave(long partId, int wave) {
        return jdbc.queryForList("""
                select s.user_id from match_seats s join round_games g on g.match_id = s.match_id
                where g.part_id = ? and g.wave = ? and s.user_id is not null""", Long.class, partId, wave);
    }
}
