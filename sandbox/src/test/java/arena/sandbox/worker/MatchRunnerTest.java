package arena.sandbox.worker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.game.api.AcceptanceGame;
import arena.game.api.BotInfo;
import arena.game.api.Bounds;
import arena.game.api.EngineInfo;
import arena.game.api.Format;
import arena.game.api.GameEngine;
import arena.game.api.GameEngines;
import arena.game.api.GameMap;
import arena.game.api.InProcessSeat;
import arena.game.api.Launch;
import arena.game.api.Limits;
import arena.game.api.MatchContext;
import arena.game.api.Outcome;
import arena.game.api.Phrase;
import arena.game.api.PointsTable;
import arena.game.api.ReplayWriter;
import arena.game.api.StageScoring;
import arena.game.api.Score;
import arena.game.api.ScoreOrder;
import arena.game.api.Seat;
import arena.game.api.SeatEvents;
import arena.game.api.SeatResult;
import arena.game.api.TiePolicy;
import arena.game.api.Verdict;
import arena.sandbox.RunningStrategy;
import arena.sandbox.Sandbox;
import arena.sandbox.StrategySpec;
import arena.sandbox.build.BuildRequest;
import arena.sandbox.build.BuildResult;
import arena.sandbox.testgame.InMemoryJobClient;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The worker's hold on a game: a total wall-time cap derived from the match's limits and the engine's
 * declared answers, and the replay cap. Test engines play with in-process seats, no processes.
 */
@Timeout(60)
class MatchRunnerTest {

    private static final Limits SHORT = new Limits(Duration.ofMillis(100), Duration.ofMillis(100), Duration.ZERO, 64,
            1 << 20);

    /** Every seat of these tests is a built-in bot: nothing is built or started. */
    private static final Sandbox NO_PROCESSES = new Sandbox() {
        @Override
        public String description() {
            return "none";
        }

        @Override
        public boolean isolates() {
            return false;
        }

        @Override
        public BuildResult build(BuildRequest request) {
            throw new UnsupportedOperationException("these tests build nothing");
        }

        @Override
        public RunningStrategy start(StrategySpec spec, SeatEvents events) {
            throw new UnsupportedOperationException("these tests start no processes");
        }
    };

    private final List<TestBot> bots = new CopyOnWriteArrayList<>();
    private final CountDownLatch engineLeft = new CountDownLatch(1);
    private volatile boolean released;

    @AfterEach
    void releaseSpinningEngines() {
        released = true;
    }

    /** A game that never ends: it polls forever and gives up only when interrupted. */
    private final class EndlessEngine extends TestEngine {
        EndlessEngine() {
            super("endless", 1);
        }

        @Override
        public Outcome play(MatchContext match) throws InterruptedException {
            try {
                while (true) {
                    match.poll(match.now() + TimeUnit.SECONDS.toNanos(1));
                }
            } finally {
                engineLeft.countDown();
            }
        }
    }

    /** A game that never ends and ignores interrupts too (a CPU loop in an engine). */
    private final class SpinningEngine extends TestEngine {
        SpinningEngine() {
            super("spinning", 1);
        }

        @Override
        public Outcome play(MatchContext match) {
            while (!released) {
                Thread.onSpinWait();
            }
            return result("released");
        }
    }

    /** A legal game whose strategies use their whole time: it waits out every deadline it declares. */
    private final class PatientEngine extends TestEngine {
        PatientEngine() {
            super("patient", 5);
        }

        @Override
        public Outcome play(MatchContext match) throws InterruptedException {
            waitUntil(match, match.now() + match.setup().limits().startup().toNanos());
            for (int move = 0; move < 5; move++) {
                waitUntil(match, match.now() + match.setup().limits().move().toNanos());
            }
            return result("waited for every answer");
        }

        private static void waitUntil(MatchContext match, long deadline) throws InterruptedException {
            while (match.now() < deadline) {
                match.poll(deadline);
            }
        }
    }

    /** A game whose replay is one byte over the cap. */
    private final class HugeReplayEngine extends TestEngine {
        HugeReplayEngine() {
            super("huge", 1);
        }

        @Override
        public Outcome play(MatchContext match) {
            Outcome outcome = result("played");
            return new Outcome(outcome.results(), 1, "played", new byte[ReplayWriter.MAX_BYTES + 1],
                    new Phrase("outcome.huge.played", List.of(1), "played"));
        }
    }

    private MatchTask task(String game) {
        return new MatchTask(7, game, "solo", "plain", 1, SHORT, Map.of(), List.of(SeatTask.bot("bot", "idle")));
    }

    private MatchRunner runner(GameEngine engine, Duration margin) {
        return new MatchRunner(GameEngines.of(List.of(engine)), NO_PROCESSES, new WallTimeCap(margin));
    }

    @Test
    void aGameThatNeverEndsIsStoppedAtItsCapWithEverySeat() throws Exception {
        MatchRunner runner = runner(new EndlessEngine(), Duration.ZERO);

        assertThatThrownBy(() -> runner.run(task("endless"), id -> new byte[0]))
                .isInstanceOf(WallTimeExceeded.class)
                .hasMessage("the game ran past its wall-time cap of 0.6 s (start-up 3 × 0.1 s + 1 answer × 0.1 s, half as "
                        + "much again, + 0 s) and was stopped; no strategy is blamed");
        assertThat(bots).singleElement().satisfies(bot -> assertThat(bot.stopped()).isTrue());
        assertThat(engineLeft.await(10, TimeUnit.SECONDS)).as("the engine was interrupted and left").isTrue();
    }

    @Test
    void anEngineThatIgnoresTheInterruptIsLeftBehindAndTheGameStoppedAllTheSame() {
        MatchRunner runner = runner(new SpinningEngine(), Duration.ZERO);

        assertThatThrownBy(() -> runner.run(task("spinning"), id -> new byte[0])).isInstanceOf(WallTimeExceeded.class);
        assertThat(bots).allMatch(TestBot::stopped);
    }

    @Test
    void theWorkerReportsAStoppedGameAsAnInfrastructureFaultThatBlamesNoStrategy() throws Exception {
        InMemoryJobClient jobs = new InMemoryJobClient();
        try (WorkerLoop worker = new WorkerLoop("w", jobs, NO_PROCESSES, runner(new EndlessEngine(), Duration.ZERO),
                new WorkerSettings(1, Duration.ofMillis(50), Duration.ofSeconds(30)))) {
            LeasedJob job = jobs.match(task("endless"));
            worker.runOne(job);
            assertThat(jobs.report(job.id())).isNull();
            assertThat(jobs.failure(job.id())).contains("wall-time cap").contains("no strategy is blamed");
        }
    }

    @Test
    void aLegalGameWhoseStrategiesUseTheirWholeTimeIsNotStopped() throws Exception {
        MatchReport report = runner(new PatientEngine(), Duration.ofSeconds(2)).run(task("patient"), id -> new byte[0]);

        assertThat(report.outcome().summary()).isEqualTo("waited for every answer");
    }

    @Test
    void aReplayOverTheCapIsReplacedByItsMarkerAndTheResultStands() throws Exception {
        MatchReport report = runner(new HugeReplayEngine(), Duration.ofSeconds(30)).run(task("huge"), id -> new byte[0]);

        assertThat(ReplayWriter.isOversized(report.outcome().replay())).isTrue();
        assertThat(ReplayWriter.read(report.outcome().replay()).get("game").asString()).isEqualTo("huge");
        assertThat(report.outcome().result(0).score()).isEqualTo(Score.integer(1));
        assertThat(report.outcome().result(0).verdict()).isEqualTo(Verdict.OK);
        assertThat(report.outcome().summaryPhrase().key()).as("the summary's words for other languages")
                .isEqualTo("outcome.huge.played");
    }

    /** An in-process bot that only records whether it was stopped. */
    private static final class TestBot extends InProcessSeat {
        TestBot(int index, String name, SeatEvents events) {
            super(index, name, events);
        }

        @Override
        protected void receive(byte[] data) {
            // silent
        }
    }

    /** One solo format, one map, one built-in bot; the moves it declares. */
    private abstract class TestEngine implements GameEngine {
        private final String id;
        private final int moves;

        TestEngine(String id, int moves) {
            this.id = id;
            this.moves = moves;
        }

        @Override
        public EngineInfo info() {
            return new EngineInfo(id, id, id, List.of(Format.freeForAll("solo", "Solo", 1)),
                    List.of(new GameMap("plain", "Plain", 1, "")), SHORT, Launch.stdio(), ScoreOrder.HIGHER_IS_BETTER,
                    new StageScoring(PointsTable.of(TiePolicy.SPLIT, 1), "1"), List.of(new BotInfo("idle", "Idle", "")),
                    List.of(), Bounds.of(moves));
        }

        @Override
        public Seat createBot(String botId, int index, String name, SeatEvents events) {
            TestBot bot = new TestBot(index, name, events);
            bots.add(bot);
            return bot;
        }

        @Override
        public List<AcceptanceGame> acceptanceGames() {
            return List.of();
        }

        Outcome result(String summary) {
            return new Outcome(List.of(new SeatResult(0, 1, 0, Score.integer(1), "DONE", Verdict.OK, Map.of())), 1, summary,
                    "{\"game\":\"test\"}".getBytes());
        }
    }
}
