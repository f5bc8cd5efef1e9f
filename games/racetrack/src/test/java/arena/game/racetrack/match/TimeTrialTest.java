package arena.game.racetrack.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.game.api.ExitStatus;
import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.ReasonCode;
import arena.game.api.ReplayWriter;
import arena.game.api.SeatHub;
import arena.game.api.SeatResult;
import arena.game.api.Verdict;
import arena.game.racetrack.RacetrackEngine;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** The engine's classification of what a strategy did, with scripted seats and short limits. */
class TimeTrialTest {

    private static final Limits SHORT = new Limits(Duration.ofMillis(200), Duration.ofMillis(200), Duration.ZERO, 512,
            1_048_576);

    private final RacetrackEngine engine = new RacetrackEngine();
    private StubSeat seat;

    @Test
    void finishedLapIsScoredByItsExactTime() throws InterruptedException {
        Outcome outcome = play("T1", StubSeat.listening(), s -> s.reply(200, " LURR0DDLLL\r\n", false, 12_345_678));
        SeatResult result = outcome.result(0);

        assertThat(seat.received()).isEqualTo("1 LLLUUUURRRRRRDDDDLLL");
        assertThat(result.status()).isEqualTo("FINISHED");
        assertThat(result.verdict()).isEqualTo(Verdict.OK);
        assertThat(result.place()).isEqualTo(1);
        assertThat(result.score().numerator()).isEqualTo(19);
        assertThat(result.score().denominator()).isEqualTo(2);
        assertThat(result.score().display()).isEqualTo("9.500000");
        assertThat(result.details()).containsExactly(Map.entry("moves", "10"), Map.entry("finishingMove", "10"),
                Map.entry("answer time", "0.012 s"));
        assertThat(outcome.turns()).isEqualTo(10);
        assertThat(outcome.summary()).isEqualTo("Finished T1 in 9.5 (move 10)");
        assertThat(seat.killed()).isTrue();
    }

    @Test
    void replayHoldsTheAnswerEveryPositionAndTheExactTime() throws InterruptedException {
        Outcome outcome = play("T1", StubSeat.listening(), s -> s.reply("LURR0DDLLL"));
        JsonNode replay = ReplayWriter.read(outcome.replay());

        assertThat(replay.path("game").asString()).isEqualTo("racetrack");
        assertThat(replay.path("map").asString()).isEqualTo("T1");
        assertThat(replay.path("track").asString()).isEqualTo("1 LLLUUUURRRRRRDDDDLLL");
        assertThat(replay.path("status").asString()).isEqualTo("FINISHED");
        assertThat(replay.path("answer").asString()).isEqualTo("LURR0DDLLL");
        assertThat(replay.path("positions").size()).isEqualTo(11);
        assertThat(replay.path("positions").path(5).toString()).isEqualTo("[0,4]");
        assertThat(replay.path("positions").path(10).toString()).isEqualTo("[-1,0]");
        assertThat(replay.path("finishingMove").asInt()).isEqualTo(10);
        assertThat(replay.path("time").toString()).isEqualTo("{\"num\":19,\"den\":2,\"display\":\"9.500000\"}");
    }

    @Test
    void crashIsAResultNotAFault() throws InterruptedException {
        Outcome outcome = play("T1", StubSeat.listening(), s -> s.reply("L00RRUU"));
        SeatResult result = outcome.result(0);

        assertThat(result.status()).isEqualTo("CRASHED");
        assertThat(result.verdict().ok()).isTrue();
        assertThat(result.score()).isNull();
        assertThat(result.details()).containsEntry("crashMove", "7");
        assertThat(outcome.turns()).isEqualTo(7);
        assertThat(outcome.summary()).isEqualTo("Crashed on T1 in move 7");
        JsonNode replay = ReplayWriter.read(outcome.replay());
        assertThat(replay.path("crashMove").asInt()).isEqualTo(7);
        assertThat(replay.path("positions").size()).as("start and 7 end points").isEqualTo(8);
    }

    @Test
    void unfinishedLapIsAResult() throws InterruptedException {
        Outcome outcome = play("T1", StubSeat.listening(), s -> s.reply("0000"));

        assertThat(outcome.result(0).status()).isEqualTo("NOT_FINISHED");
        assertThat(outcome.result(0).verdict().ok()).isTrue();
        assertThat(outcome.turns()).isEqualTo(4);
        assertThat(outcome.summary()).isEqualTo("Did not finish T1 in 4 moves");
    }

    @Test
    void non200StatusIsNoAnswer() throws InterruptedException {
        Outcome outcome = play("T2", StubSeat.listening(), s -> s.reply(500, "LURR", false, 0));

        assertFailure(outcome, "NO_ANSWER", ReasonCode.NO_ANSWER, "HTTP status 500");
        assertThat(outcome.summary()).isEqualTo("No answer on T2: HTTP status 500");
    }

    @Test
    void failedExchangeIsNoAnswerWithItsReason() throws InterruptedException {
        Outcome outcome = play("T1", StubSeat.listening(), s -> s.failed("connection refused"));

        assertFailure(outcome, "NO_ANSWER", ReasonCode.NO_ANSWER, "connection refused");
    }

    @Test
    void truncatedBodyIsInvalidAnswer() throws InterruptedException {
        Outcome outcome = play("T1", StubSeat.listening(), s -> s.reply(200, "0000", true, 0));

        assertFailure(outcome, "INVALID_ANSWER", ReasonCode.INVALID_ANSWER, "answer larger than 1 MiB");
    }

    @Test
    void nonAsciiBodyIsInvalidAnswerNamingTheByte() throws InterruptedException {
        Outcome outcome = play("T1", StubSeat.listening(), s -> s.reply("LUR\u00C9"));

        assertFailure(outcome, "INVALID_ANSWER", ReasonCode.INVALID_ANSWER, "byte 4 is 0xC9, not ASCII");
        assertThat(outcome.summary()).isEqualTo("Invalid answer on T1: byte 4 is 0xC9, not ASCII");
    }

    @Test
    void badCharacterIsInvalidAnswerNamingIt() throws InterruptedException {
        Outcome outcome = play("T1", StubSeat.listening(), s -> s.reply("lU"));

        assertFailure(outcome, "INVALID_ANSWER", ReasonCode.INVALID_ANSWER, "byte 1 is 'l', not one of 0 U D L R");
    }

    @Test
    void serverThatNeverListensIsNoAnswer() throws InterruptedException {
        Outcome outcome = play("T1", s -> { }, s -> s.reply("LURR0DDLLL"));

        assertFailureMatching(outcome, "NO_ANSWER", ReasonCode.TIME_LIMIT, "the server was not listening after [0-9,]+ ms \\(limit 200 ms\\)");
        assertThat(seat.received()).as("no request without a server").isNull();
        assertThat(seat.killed()).isTrue();
    }

    @Test
    void processThatExitsBeforeListeningIsARuntimeError() throws InterruptedException {
        Outcome outcome = play("T1", s -> s.exited(ExitStatus.exitCode(1)), s -> s.reply("LURR0DDLLL"));

        assertFailure(outcome, "NO_ANSWER", ReasonCode.RUNTIME_ERROR, "the process exited with code 1");
    }

    @Test
    void processThatDiesOnTheRequestKeepsItsCause() throws InterruptedException {
        Outcome outcome = play("T1", StubSeat.listening(), s -> s.exited(new ExitStatus(ReasonCode.MEMORY_LIMIT, null,
                "SIGKILL", "the process was killed for exceeding 512 MiB")));

        assertFailure(outcome, "NO_ANSWER", ReasonCode.MEMORY_LIMIT, "the process was killed for exceeding 512 MiB");
    }

    @Test
    void processThatDiesAfterItsExchangeFailedIsJudgedByItsExit() throws InterruptedException {
        Outcome outcome = play("T1", StubSeat.listening(), s -> {
            s.failed("the server closed the connection without a response");
            s.exited(ExitStatus.signal("SIGKILL").withMemory(544, 544));
        });

        assertFailure(outcome, "NO_ANSWER", ReasonCode.MEMORY_LIMIT,
                "the process was killed by SIGKILL at its memory limit (peak 544 MiB, limit 544 MiB)");
    }

    @Test
    void silentServerIsTimeLimit() throws InterruptedException {
        Outcome outcome = play("T1", StubSeat.listening(), s -> { });

        assertFailureMatching(outcome, "NO_ANSWER", ReasonCode.TIME_LIMIT, "no answer after [0-9,]+ ms \\(limit 200 ms\\)");
        assertThat(seat.killed()).isTrue();
    }

    @Test
    void answerAfterTheLimitIsTimeLimit() throws InterruptedException {
        Outcome outcome = play("T1", StubSeat.listening(), s -> s.reply(200, "LURR0DDLLL", false, 61_234_000_000L));

        assertFailure(outcome, "NO_ANSWER", ReasonCode.TIME_LIMIT, "answered after 61,234 ms (limit 200 ms)");
        assertThat(outcome.result(0).details()).containsEntry("answer time", "61.234 s");
    }

    @Test
    void trackOptionPlaysAnyValidTrack() throws InterruptedException {
        Outcome outcome = play(null, Map.of(RacetrackEngine.TRACK_OPTION, "1 RRRRUUUULLLLLLLLDDDDRRRR"),
                StubSeat.listening(), s -> s.reply("RR"));

        assertThat(seat.received()).isEqualTo("1 RRRRUUUULLLLLLLLDDDDRRRR");
        assertThat(outcome.summary()).isEqualTo("Did not finish the track in 2 moves");
        assertThat(ReplayWriter.read(outcome.replay()).has("map")).isFalse();
    }

    @Test
    void invalidTrackOptionNamesItsRule() {
        assertThatThrownBy(() -> play(null, Map.of(RacetrackEngine.TRACK_OPTION, "2 LLLUUUURRRRRRDDDDLLL"),
                StubSeat.listening(), s -> s.reply("")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("V7: ");
    }

    @Test
    void unknownMapOrFormatIsRefused() {
        assertThatThrownBy(() -> play("T9", StubSeat.listening(), s -> s.reply("")))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("unknown map: T9");
        SeatHub hub = new SeatHub(new MatchSetup("duel", "T1", 0, List.of("a"), SHORT, Map.of()));
        hub.add(new StubSeat(hub, StubSeat.listening(), s -> { }));
        assertThatThrownBy(() -> engine.play(hub)).hasMessage("unknown format: duel");
    }

    @Test
    void mapIsChosenWithTheSeedWhenNoneIsGiven() throws InterruptedException {
        String first = play(null, Map.of(), StubSeat.listening(), s -> s.reply("")).summary();
        String again = play(null, Map.of(), StubSeat.listening(), s -> s.reply("")).summary();

        assertThat(first).isEqualTo(again).matches("Did not finish T[1-5] in 0 moves");
    }

    /** As {@link #assertFailure}, the message a pattern: it names a time measured on the wall clock. */
    private static void assertFailureMatching(Outcome outcome, String status, ReasonCode code, String pattern) {
        assertThat(outcome.result(0).verdict().message()).matches(pattern);
        assertFailure(outcome, status, code, outcome.result(0).verdict().message());
    }

    private static void assertFailure(Outcome outcome, String status, ReasonCode code, String message) {
        SeatResult result = outcome.result(0);
        assertThat(result.status()).isEqualTo(status);
        assertThat(result.verdict().code()).isEqualTo(code);
        assertThat(result.verdict().message()).isEqualTo(message);
        assertThat(result.score()).isNull();
        assertThat(outcome.turns()).isZero();
        assertThat(ReplayWriter.read(outcome.replay()).path("status").asString()).isEqualTo(status);
    }

    private Outcome play(String map, Consumer<StubSeat> onStart, Consumer<StubSeat> onSend) throws InterruptedException {
        return play(map, Map.of(), onStart, onSend);
    }

    private Outcome play(String map, Map<String, String> options, Consumer<StubSeat> onStart,
            Consumer<StubSeat> onSend) throws InterruptedException {
        SeatHub hub = new SeatHub(new MatchSetup(RacetrackEngine.SOLO, map, 42, List.of("stub"), SHORT, options));
        seat = new StubSeat(hub, onStart, onSend);
        hub.add(seat);
        return engine.play(hub);
    }
}
