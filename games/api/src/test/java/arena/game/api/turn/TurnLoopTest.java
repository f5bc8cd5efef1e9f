package arena.game.api.turn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.game.api.CpuTimes;
import arena.game.api.ExitStatus;
import arena.game.api.Limits;
import arena.game.api.Phrase;
import arena.game.api.Phrases;
import arena.game.api.ReasonCode;
import arena.game.api.Seat;
import arena.game.api.SeatEvent;
import arena.game.api.SeatStarvedException;
import arena.game.api.Verdict;
import arena.testing.VirtualMatch;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.Test;

/**
 * The verdict table row by row, the exit grace, the whole-turn wait and the start-up on CPU time, on a
 * virtual clock: every time below is exact.
 */
class TurnLoopTest {

    private static final Limits LIMITS = new Limits(Duration.ofMillis(1000), Duration.ofMillis(500), Duration.ZERO, 64,
            1 << 20);
    private static final Turn TICK_1 = Turn.of(1, "tick 1");
    private static final BiConsumer<ScriptedSeat, String> SILENT = (seat, text) -> { };

    private VirtualMatch match = new VirtualMatch(LIMITS, 3);
    private final Map<Integer, String> answers = new HashMap<>();
    private final Map<Integer, Long> times = new HashMap<>();

    /** Takes {@code pong} as the answer, anything else breaks the protocol. */
    private Step pong(Seat seat, String message, long nanos) {
        answers.put(seat.index(), message);
        times.put(seat.index(), nanos / VirtualMatch.MS);
        return message.equals("pong") ? Step.DONE : Step.broken(ReasonCode.PROTOCOL_ERROR, "expected pong, got " + message);
    }

    private static byte[] ping() {
        return "ping\n".getBytes(StandardCharsets.UTF_8);
    }

    /** One seat asked once at tick 1; the loop finished. */
    private Verdict moveOf(BiConsumer<ScriptedSeat, String> script) throws InterruptedException {
        ScriptedSeat seat = new ScriptedSeat(0, match, script);
        TurnLoop<String> loop = new TurnLoop<>(match, s -> Framing.lines());
        loop.turn(TICK_1);
        loop.ask(Request.move(seat, ping()), this::pong);
        loop.finish();
        return loop.verdict(seat);
    }

    // ---- MEMORY_LIMIT -----------------------------------------------------------------------------

    @Test
    void memoryKillIsMemoryLimitWithThePeak() throws InterruptedException {
        Verdict verdict = moveOf((seat, text) -> seat.exits(100, new ExitStatus(ReasonCode.MEMORY_LIMIT, null, "SIGKILL",
                "the container ran out of memory (OOMKilled: limit 64 MiB, peak 64 MiB)").withMemory(64, 64)));

        assertThat(verdict).isEqualTo(Verdict.of(ReasonCode.MEMORY_LIMIT, 1,
                "tick 1: the container ran out of memory (OOMKilled: limit 64 MiB, peak 64 MiB)"));
    }

    @Test
    void peakAtTheLimitIsMemoryLimitWhateverEndedTheProcess() throws InterruptedException {
        Verdict verdict = moveOf((seat, text) -> {
            seat.closes(100);
            seat.exits(400, ExitStatus.signal("SIGKILL").withMemory(544, 544));
        });

        assertThat(verdict).isEqualTo(Verdict.of(ReasonCode.MEMORY_LIMIT, 1,
                "tick 1: the process was killed by SIGKILL at its memory limit (peak 544 MiB, limit 544 MiB)"));
    }

    @Test
    void peakUnderTheLimitIsNoMemoryLimit() throws InterruptedException {
        Verdict verdict = moveOf((seat, text) -> seat.exits(100, ExitStatus.signal("SIGKILL").withMemory(300, 544)));

        assertThat(verdict.code()).isEqualTo(ReasonCode.RUNTIME_ERROR);
    }

    @Test
    void failedExchangeFollowedByAMemoryKillIsAMemoryLimitNotNoAnswer() throws InterruptedException {
        ScriptedSeat seat = new ScriptedSeat(0, match, (s, text) -> {
            s.exchangeFails(300, "the server closed the connection without a response");
            s.exits(900, new ExitStatus(ReasonCode.MEMORY_LIMIT, null, "SIGKILL", "out of memory").withMemory(544, 544));
        });
        TurnLoop<SeatEvent.Reply> loop = new TurnLoop<>(match, s -> Framing.replies());
        seat.connects(0);
        loop.ask(Request.connection(seat), null);
        loop.ask(Request.move(seat, ping()), (s, reply, nanos) -> Step.DONE);
        loop.finish();

        assertThat(loop.verdict(seat)).isEqualTo(Verdict.of(ReasonCode.MEMORY_LIMIT, null, "out of memory"));
        assertThat(seat.killedAtMs).isEqualTo(900);
    }

    // ---- RUNTIME_ERROR ----------------------------------------------------------------------------

    @Test
    void exitIsARuntimeErrorWithItsCode() throws InterruptedException {
        Verdict verdict = moveOf((seat, text) -> seat.exits(100, ExitStatus.exitCode(3)));

        assertThat(verdict).hasToString("RUNTIME_ERROR: tick 1: the process exited with code 3");
    }

    @Test
    void signalIsARuntimeErrorNamingIt() throws InterruptedException {
        Verdict verdict = moveOf((seat, text) -> {
            seat.closes(50);
            seat.exits(60, ExitStatus.signal("SIGSEGV"));
        });

        assertThat(verdict).hasToString("RUNTIME_ERROR: tick 1: the process was killed by SIGSEGV");
    }

    @Test
    void anExitWithinTheGraceAfterAClosedOutputIsTheVerdict() throws InterruptedException {
        Verdict verdict = moveOf((seat, text) -> {
            seat.closes(100);
            seat.exits(100 + TurnLoop.EXIT_GRACE.toMillis(), ExitStatus.exitCode(3));
        });

        assertThat(verdict).hasToString("RUNTIME_ERROR: tick 1: the process exited with code 3");
    }

    // ---- PROTOCOL_ERROR ---------------------------------------------------------------------------

    @Test
    void aBrokenMessageIsTheGamesVerdictAndTheSeatIsStoppedAtOnce() throws InterruptedException {
        ScriptedSeat[] seat = new ScriptedSeat[1];
        Verdict verdict = moveOf((s, text) -> {
            seat[0] = s;
            s.says(120, "hello\n");
        });

        assertThat(verdict).isEqualTo(Verdict.of(ReasonCode.PROTOCOL_ERROR, 1, "tick 1: expected pong, got hello"));
        assertThat(seat[0].killedAtMs).isEqualTo(120);
    }

    @Test
    void aClosedOutputWithoutAnExitIsAProtocolErrorOnceTheGraceIsOver() throws InterruptedException {
        ScriptedSeat[] seat = new ScriptedSeat[1];
        Verdict verdict = moveOf((s, text) -> {
            seat[0] = s;
            s.closes(100);
        });

        assertThat(verdict).hasToString("PROTOCOL_ERROR: tick 1: output closed");
        assertThat(seat[0].killedAtMs).isEqualTo(100 + TurnLoop.EXIT_GRACE.toMillis());
    }

    @Test
    void anExitAfterTheGraceDoesNotChangeTheVerdict() throws InterruptedException {
        Verdict verdict = moveOf((seat, text) -> {
            seat.closes(100);
            seat.exits(101 + TurnLoop.EXIT_GRACE.toMillis(), ExitStatus.exitCode(3));
        });

        assertThat(verdict).hasToString("PROTOCOL_ERROR: tick 1: output closed");
    }

    // ---- TIME_LIMIT -------------------------------------------------------------------------------

    @Test
    void aSilentSeatIsATimeLimitWithTheTimeMeasuredAndTheLimit() throws InterruptedException {
        ScriptedSeat[] seat = new ScriptedSeat[1];
        Verdict verdict = moveOf((s, text) -> seat[0] = s);

        assertThat(verdict).isEqualTo(Verdict.of(ReasonCode.TIME_LIMIT, 1, "tick 1: no answer after 500 ms (limit 500 ms)"));
        assertThat(seat[0].killedAtMs).isEqualTo(500);
    }

    @Test
    void aTimeLimitIsSaidInRussianAndPersian() throws InterruptedException {
        ScriptedSeat silent = new ScriptedSeat(0, match, SILENT);
        TurnLoop<String> loop = new TurnLoop<>(match, s -> Framing.lines());
        loop.turn(Turn.numbered(1));
        loop.ask(Request.move(silent, ping()).within(Duration.ofMillis(1500)), this::pong);
        loop.finish();
        Verdict verdict = loop.verdict(silent);

        assertThat(verdict.message()).isEqualTo("no answer after 1,500 ms (limit 1,500 ms)");
        assertThat(verdict.phrase().key()).isEqualTo("outcome.verdict.silentAfter");
        Phrases words = Phrases.shared();
        assertThat(words.text(verdict.phrase(), Locale.forLanguageTag("ru")))
                .contains("нет ответа за 1\u00a0500 мс (лимит 1\u00a0500 мс)");
        assertThat(words.text(verdict.phrase(), Locale.forLanguageTag("fa")))
                .contains("پاسخی نیامد پس از ۱٬۵۰۰ میلی‌ثانیه (محدودیت ۱٬۵۰۰ میلی‌ثانیه)");
    }

    @Test
    void aLimitTheGameNamesIsWordedAsTheGameSaysIt() throws InterruptedException {
        String words = "the 78 ms left of the 500 ms turn";
        ScriptedSeat silent = new ScriptedSeat(0, match, SILENT);
        TurnLoop<String> loop = new TurnLoop<>(match, s -> Framing.lines());
        loop.turn(TICK_1);
        loop.ask(Request.move(silent, ping()).within(Duration.ofMillis(78), Phrase.english(words)), this::pong);
        loop.finish();
        assertThat(loop.verdict(silent)).hasToString("TIME_LIMIT: tick 1: no answer after 78 ms (" + words + ")");

        ScriptedSeat late = new ScriptedSeat(1, match, (s, text) -> s.replies(650, 200, "LURR", 600));
        TurnLoop<SeatEvent.Reply> replies = new TurnLoop<>(match, s -> Framing.replies());
        replies.ask(Request.move(late, ping()).within(Duration.ofMillis(500), Phrase.english(words)).allowing(Duration.ofMillis(300)),
                (s, reply, nanos) -> Step.DONE);
        replies.finish();
        assertThat(replies.verdict(late)).hasToString("TIME_LIMIT: answered after 600 ms (" + words + ")");
    }

    @Test
    void aLateReplyIsATimeLimitWithTheSeatsOwnMeasure() throws InterruptedException {
        ScriptedSeat seat = new ScriptedSeat(0, match, (s, text) -> s.replies(650, 200, "LURR", 600));
        TurnLoop<SeatEvent.Reply> loop = new TurnLoop<>(match, s -> Framing.replies());
        loop.ask(Request.move(seat, ping()).allowing(Duration.ofMillis(300)), (s, reply, nanos) -> Step.DONE);
        loop.finish();

        assertThat(loop.verdict(seat)).isEqualTo(Verdict.of(ReasonCode.TIME_LIMIT, null,
                "answered after 600 ms (limit 500 ms)"));
        assertThat(loop.lastNanos(seat)).isEqualTo(600 * VirtualMatch.MS);
    }

    @Test
    void theTotalLimitCountsTheSummedAnswerTimes() throws InterruptedException {
        match = new VirtualMatch(LIMITS.withTimes(LIMITS.startup(), LIMITS.move(), Duration.ofMillis(300)), 1);
        ScriptedSeat seat = new ScriptedSeat(0, match, (s, text) -> s.says(200, "pong\n"));
        TurnLoop<String> loop = new TurnLoop<>(match, s -> Framing.lines());
        loop.turn(TICK_1);
        loop.ask(Request.move(seat, ping()), this::pong);
        loop.turn(Turn.of(2, "tick 2"));
        loop.ask(Request.move(seat, ping()), this::pong);

        assertThat(loop.answerNanos(seat)).isEqualTo(200 * VirtualMatch.MS);
        assertThat(loop.verdict(seat)).hasToString("TIME_LIMIT: tick 2: total answer time exceeded 300 ms (300 ms in all)");
    }

    // ---- a whole turn -----------------------------------------------------------------------------

    @Test
    void aWholeTurnWaitsForEverySeatAndMeasuresEachAnswer() throws InterruptedException {
        ScriptedSeat fast = new ScriptedSeat(0, match, (s, text) -> s.says(100, "pong\n"));
        ScriptedSeat slow = new ScriptedSeat(1, match, (s, text) -> s.says(300, "pong\n"));
        ScriptedSeat silent = new ScriptedSeat(2, match, SILENT);
        TurnLoop<String> loop = new TurnLoop<>(match, s -> Framing.lines());
        loop.turn(TICK_1);

        loop.ask(List.of(Request.move(fast, ping()), Request.move(slow, ping()), Request.move(silent, ping())), this::pong);

        assertThat(match.elapsedMs()).as("the turn ends at the deadline").isEqualTo(500);
        assertThat(times).containsExactlyInAnyOrderEntriesOf(Map.of(0, 100L, 1, 300L));
        assertThat(loop.live(fast)).isTrue();
        assertThat(loop.live(slow)).isTrue();
        assertThat(loop.verdict(silent).code()).isEqualTo(ReasonCode.TIME_LIMIT);
    }

    @Test
    void aListeningSeatIsHeardAfterItsAnswerUntilTheTurnIsOverAndThenInTheNextTurn() throws InterruptedException {
        ScriptedSeat early = new ScriptedSeat(0, match, (s, text) -> s.says(100, "pong\nafter\n"));
        ScriptedSeat late = new ScriptedSeat(1, match, (s, text) -> s.says(300, "pong\nbetween\n"));
        TurnLoop<String> loop = new TurnLoop<>(match, s -> Framing.lines());
        List<String> heard = new java.util.ArrayList<>();
        TurnLoop.Handler<String> handler = (seat, message, nanos) -> {
            heard.add(seat.index() + ":" + message);
            return message.equals("pong") ? Step.DONE : Step.MORE;
        };

        loop.ask(List.of(Request.move(early, ping()).listening(), Request.move(late, ping()).listening()), handler);
        assertThat(heard).containsExactly("0:pong", "0:after", "1:pong");
        assertThat(loop.lastNanos(early) / VirtualMatch.MS).as("its answer's time is its pong's").isEqualTo(100);

        heard.clear();
        loop.ask(List.of(Request.move(early, ping()).listening(), Request.move(late, ping()).listening()), handler);
        assertThat(heard).as("what came after the turn was over belongs to the next").startsWith("1:between");
        assertThat(loop.unsolicited(early)).isZero();
        assertThat(loop.unsolicited(late)).as("this turn's between waits for the next").isEqualTo(1);
    }

    @Test
    void messagesNobodyAskedForAreCountedAndDropped() throws InterruptedException {
        ScriptedSeat chatty = new ScriptedSeat(0, match, (s, text) -> s.says(100, "pong\nchatter\nmore\n"));
        TurnLoop<String> loop = new TurnLoop<>(match, s -> Framing.lines());
        loop.ask(Request.move(chatty, ping()), this::pong);
        loop.ask(Request.move(chatty, ping()), this::pong);

        assertThat(loop.unsolicited(chatty)).isEqualTo(4);
        assertThat(loop.verdict(chatty).ok()).isTrue();
    }

    @Test
    void aGreetingSaidBeforeTheEngineWaitsForItIsTheAnswer() throws InterruptedException {
        ScriptedSeat eager = new ScriptedSeat(0, match, SILENT);
        eager.connects(0);
        eager.says(0, "pong\nhello again\n");
        TurnLoop<String> loop = new TurnLoop<>(match, s -> Framing.lines());

        loop.ask(Request.greeting(eager), this::pong);

        assertThat(loop.live(eager)).isTrue();
        assertThat(answers).containsEntry(0, "pong");
        assertThat(loop.unsolicited(eager)).as("what followed the greeting").isEqualTo(1);
    }

    @Test
    void anEndedStrategyMayExitOnItsOwnAndIsStoppedAfterItsLinger() throws InterruptedException {
        ScriptedSeat polite = new ScriptedSeat(0, match, (s, text) -> s.exits(200, ExitStatus.exitCode(0)));
        ScriptedSeat lingering = new ScriptedSeat(1, match, SILENT);
        TurnLoop<String> loop = new TurnLoop<>(match, s -> Framing.lines());

        loop.end(polite, "end\n".getBytes(StandardCharsets.UTF_8));
        loop.end(lingering, "end\n".getBytes(StandardCharsets.UTF_8));
        loop.finish();

        assertThat(polite.killedAtMs).isEqualTo(200);
        assertThat(lingering.killedAtMs).isEqualTo(TurnLoop.END_LINGER.toMillis());
        assertThat(loop.verdict(polite).ok()).isTrue();
        assertThat(lingering.received).containsExactly("end\n");
    }

    // ---- a window that lapses --------------------------------------------------------------------

    @Test
    void aLapsingWindowClosesAtItsLimitWithoutAVerdictAndTheSeatPlaysOn() throws InterruptedException {
        ScriptedSeat late = new ScriptedSeat(0, match, (s, text) -> {
            if (s.received.size() == 1) {
                s.says(700, "late\n"); // 200 ms after its window closed, while the next one is open
            } else {
                s.says(400, "pong\n");
            }
        });
        TurnLoop<String> loop = new TurnLoop<>(match, s -> Framing.lines());
        loop.turn(TICK_1);
        loop.ask(Request.move(late, ping()).lapsing(), this::pong);

        assertThat(match.elapsedMs()).as("the window closes at its limit").isEqualTo(500);
        assertThat(loop.live(late)).isTrue();
        assertThat(loop.lapses(late)).isEqualTo(1);
        assertThat(loop.answerNanos(late)).as("the whole window counts").isEqualTo(500 * VirtualMatch.MS);

        loop.turn(Turn.of(2, "tick 2"));
        loop.ask(Request.move(late, ping()).lapsing(),
                (seat, message, nanos) -> message.equals("late") ? Step.MORE : pong(seat, message, nanos));

        assertThat(times).as("the game told the late message from the answer").containsEntry(0, 400L);
        assertThat(loop.lapses(late)).isEqualTo(1);
        assertThat(loop.verdict(late)).isEqualTo(Verdict.OK);
    }

    @Test
    void anAnswerMeasuredOverALapsingLimitLapsesToo() throws InterruptedException {
        ScriptedSeat seat = new ScriptedSeat(0, match, (s, text) -> s.replies(650, 200, "LURR", 600));
        TurnLoop<SeatEvent.Reply> loop = new TurnLoop<>(match, s -> Framing.replies());
        loop.ask(Request.move(seat, ping()).allowing(Duration.ofMillis(300)).lapsing(), (s, reply, nanos) -> Step.DONE);

        assertThat(loop.live(seat)).isTrue();
        assertThat(loop.lapses(seat)).isEqualTo(1);
        assertThat(loop.unsolicited(seat)).isEqualTo(1);
    }

    @Test
    void lapsesCountAgainstTheTotalLimit() throws InterruptedException {
        match = new VirtualMatch(LIMITS.withTimes(LIMITS.startup(), LIMITS.move(), Duration.ofMillis(800)), 1);
        ScriptedSeat silent = new ScriptedSeat(0, match, SILENT);
        TurnLoop<String> loop = new TurnLoop<>(match, s -> Framing.lines());
        loop.turn(TICK_1);
        loop.ask(Request.move(silent, ping()).lapsing(), this::pong);
        loop.turn(Turn.of(2, "tick 2"));
        loop.ask(Request.move(silent, ping()).lapsing(), this::pong);

        assertThat(loop.lapses(silent)).isEqualTo(1);
        assertThat(loop.verdict(silent)).hasToString("TIME_LIMIT: tick 2: total answer time exceeded 800 ms (800 ms in all)");
    }

    @Test
    void aStartUpCannotLapse() {
        ScriptedSeat seat = new ScriptedSeat(0, match, SILENT);

        assertThatThrownBy(() -> Request.greeting(seat).lapsing())
                .isInstanceOf(IllegalStateException.class);
    }

    // ---- start-up on the strategy's own CPU time --------------------------------------------------

    private Verdict startUp(ScriptedSeat seat) throws InterruptedException {
        TurnLoop<String> loop = new TurnLoop<>(match, s -> Framing.lines());
        loop.turn(Turn.of(0, "start-up"));
        loop.ask(Request.startUp(seat, "init\n".getBytes(StandardCharsets.UTF_8)).silence("no ready"),
                (s, message, nanos) -> Step.DONE);
        loop.finish();
        return loop.verdict(seat);
    }

    @Test
    void aStartUpStarvedByABusyHostIsWaitedForWhileItsCpuTimeIsUnderTheLimit() throws InterruptedException {
        // The host gives the strategy a tenth of a core: 2,500 ms of wall time are 250 ms of its own.
        ScriptedSeat seat = new ScriptedSeat(0, match, (s, text) -> s.says(2500, "ready\n")).cpu(elapsed -> elapsed / 10);

        assertThat(startUp(seat)).isEqualTo(Verdict.OK);
        assertThat(match.elapsedMs()).isEqualTo(2500);
    }

    @Test
    void aStartUpOverItsCpuTimeIsATimeLimitNamingBothTimes() throws InterruptedException {
        ScriptedSeat seat = new ScriptedSeat(0, match, SILENT).cpu(elapsed -> elapsed);

        assertThat(startUp(seat)).isEqualTo(Verdict.of(ReasonCode.TIME_LIMIT, 0, "start-up: no ready after 1,000 ms, "
                + "1,000 ms of CPU time (limit 1,000 ms of CPU time, at most 3,000 ms in all)"));
    }

    @Test
    void aStartUpNeverWaitsPastItsWallCap() throws InterruptedException {
        ScriptedSeat seat = new ScriptedSeat(0, match, SILENT).cpu(elapsed -> 5);

        assertThat(startUp(seat)).isEqualTo(Verdict.of(ReasonCode.TIME_LIMIT, 0, "start-up: no ready after 3,000 ms, "
                + "5 ms of CPU time (limit 1,000 ms of CPU time, at most 3,000 ms in all)"));
        assertThat(seat.killedAtMs).isEqualTo(1000 * TurnLoop.STARTUP_WALL_FACTOR);
    }

    @Test
    void withoutACpuReadingTheStartUpHasItsWallDeadline() throws InterruptedException {
        ScriptedSeat seat = new ScriptedSeat(0, match, (s, text) -> s.says(1200, "ready\n"));

        assertThat(startUp(seat)).isEqualTo(Verdict.of(ReasonCode.TIME_LIMIT, 0,
                "start-up: no ready after 1,000 ms (limit 1,000 ms)"));
    }

    @Test
    void aConnectionIsAwaitedWithinTheStartUpLimitAndMayHaveComeBefore() throws InterruptedException {
        ScriptedSeat early = new ScriptedSeat(0, match, SILENT);
        ScriptedSeat late = new ScriptedSeat(1, match, SILENT);
        ScriptedSeat never = new ScriptedSeat(2, match, SILENT);
        early.connects(0);
        late.connects(700);
        TurnLoop<String> loop = new TurnLoop<>(match, s -> Framing.lines());

        loop.ask(List.of(Request.connection(early), Request.connection(late),
                Request.connection(never).silence("the server was not listening")), null);

        assertThat(loop.live(early)).isTrue();
        assertThat(loop.live(late)).isTrue();
        assertThat(loop.lastNanos(late)).isEqualTo(700 * VirtualMatch.MS);
        assertThat(loop.verdict(never)).hasToString("TIME_LIMIT: the server was not listening after 1,000 ms (limit 1,000 ms)");
    }

    // ---- a starved strategy: the host's fault, not the bot's ----------------------------------------

    @Test
    void aSilentSeatTheHostStarvedIsAnInfrastructureFaultNotATimeLimit() throws InterruptedException {
        ScriptedSeat seat = new ScriptedSeat(0, match, SILENT)
                .cpuTimes(elapsed -> new CpuTimes(elapsed / 5, elapsed * 4 / 5)); // a fifth of a core, the rest waiting
        TurnLoop<String> loop = new TurnLoop<>(match, s -> Framing.lines());
        loop.turn(TICK_1);

        assertThatThrownBy(() -> loop.ask(Request.move(seat, ping()), this::pong))
                .isInstanceOf(SeatStarvedException.class)
                .hasMessage("seat 0 (seat0), tick 1: the host starved it: in 500 ms (limit 500 ms) it ran 100 ms on a CPU "
                        + "and waited 400 ms for one: an overloaded worker, not the strategy's fault");
        assertThat(seat.killedAtMs).isEqualTo(500);
    }

    @Test
    void aSeatThatSleepsThroughItsMoveIsATimeLimit() throws InterruptedException {
        Verdict verdict = moveOf(SILENT, elapsed -> new CpuTimes(3, 1));

        assertThat(verdict).hasToString("TIME_LIMIT: tick 1: no answer after 500 ms (limit 500 ms)");
    }

    @Test
    void aSeatThatComputesPastItsLimitOnABusyHostIsATimeLimit() throws InterruptedException {
        Verdict verdict = moveOf(SILENT, elapsed -> new CpuTimes(elapsed, elapsed)); // a whole core, and waiting too

        assertThat(verdict.code()).isEqualTo(ReasonCode.TIME_LIMIT);
    }

    @Test
    void aSeatWhoseOwnProcessesCompeteForItsCoreIsATimeLimit() throws InterruptedException {
        // a fork bomb: nearly a whole core used, and a hundred processes each waiting for it
        Verdict verdict = moveOf(SILENT, elapsed -> new CpuTimes(elapsed * 93 / 100, elapsed * 100));

        assertThat(verdict.code()).isEqualTo(ReasonCode.TIME_LIMIT);
    }

    @Test
    void aForkBombOnABusyHostIsATimeLimit() throws InterruptedException {
        // under half a core (the host is busy), but a hundred processes each waiting: they crowd each other out
        Verdict verdict = moveOf(SILENT, elapsed -> new CpuTimes(elapsed * 45 / 100, elapsed * 100));

        assertThat(verdict.code()).isEqualTo(ReasonCode.TIME_LIMIT);
    }

    @Test
    void aSeatStarvedByAnotherSeatOfItsOwnGameIsATimeLimit() throws InterruptedException {
        ScriptedSeat slow = new ScriptedSeat(0, match, SILENT)
                .cpuTimes(elapsed -> new CpuTimes(elapsed / 5, elapsed * 4 / 5));
        ScriptedSeat hog = new ScriptedSeat(1, match, (seat, text) -> seat.says(490, "pong\n"))
                .cpuTimes(elapsed -> new CpuTimes(elapsed * 4 / 5, elapsed / 5)); // it took the shared core
        TurnLoop<String> loop = new TurnLoop<>(match, s -> Framing.lines());
        loop.turn(TICK_1);
        loop.ask(List.of(Request.move(slow, ping()), Request.move(hog, ping())), this::pong);
        loop.finish();

        assertThat(loop.verdict(slow).code()).isEqualTo(ReasonCode.TIME_LIMIT);
        assertThat(loop.verdict(hog)).isEqualTo(Verdict.OK);
    }

    @Test
    void aSeatThatHadHalfACoreIsATimeLimit() throws InterruptedException {
        Verdict verdict = moveOf(SILENT, elapsed -> new CpuTimes(elapsed * 6 / 10, elapsed * 4 / 10));

        assertThat(verdict.code()).isEqualTo(ReasonCode.TIME_LIMIT);
    }

    @Test
    void aSeatThatMostlySleptAndWaitedALittleIsATimeLimit() throws InterruptedException {
        Verdict verdict = moveOf(SILENT, elapsed -> new CpuTimes(elapsed / 10, elapsed / 10));

        assertThat(verdict.code()).isEqualTo(ReasonCode.TIME_LIMIT);
    }

    @Test
    void withoutReadingsATimeOutIsATimeLimit() throws InterruptedException {
        Verdict verdict = moveOf(SILENT, elapsed -> CpuTimes.UNKNOWN);

        assertThat(verdict.code()).isEqualTo(ReasonCode.TIME_LIMIT);
    }

    @Test
    void aStartUpTheHostStarvedIsAnInfrastructureFault() {
        ScriptedSeat seat = new ScriptedSeat(0, match, SILENT).cpu(elapsed -> elapsed / 10)
                .cpuTimes(elapsed -> new CpuTimes(elapsed / 10, elapsed * 9 / 10));

        assertThatThrownBy(() -> startUp(seat)).isInstanceOf(SeatStarvedException.class)
                .hasMessageContaining("start-up: the host starved it: in 3,000 ms (limit 1,000 ms) it ran 300 ms");
    }

    private Verdict moveOf(BiConsumer<ScriptedSeat, String> script, java.util.function.LongFunction<CpuTimes> times)
            throws InterruptedException {
        ScriptedSeat seat = new ScriptedSeat(0, match, script).cpuTimes(times);
        TurnLoop<String> loop = new TurnLoop<>(match, s -> Framing.lines());
        loop.turn(TICK_1);
        loop.ask(Request.move(seat, ping()), this::pong);
        loop.finish();
        return loop.verdict(seat);
    }
}
