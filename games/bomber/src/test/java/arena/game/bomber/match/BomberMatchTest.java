package arena.game.bomber.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.game.api.ExitStatus;
import arena.game.api.Limits;
import arena.game.api.Outcome;
import arena.game.api.Phrase;
import arena.game.api.Phrases;
import arena.game.api.ReasonCode;
import arena.game.api.ReplayWriter;
import arena.game.api.Seat;
import arena.game.api.SeatEvents;
import arena.game.api.SeatInfraException;
import arena.game.api.SeatResult;
import arena.game.bomber.BomberEngine;
import arena.game.bomber.bots.IdleBot;
import arena.testing.Matches;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** A strategy that is silent, slow, chatty or malicious costs its own bomber, never the match. */
class BomberMatchTest {

    private static final BomberEngine ENGINE = new BomberEngine();

    private ScriptedSeat scripted;

    private Outcome play(ScriptedSeat.Script script, int ticks) throws InterruptedException {
        return play(script, ticks, Matches.SHORT);
    }

    private Outcome play(ScriptedSeat.Script script, int ticks, Limits limits) throws InterruptedException {
        List<BiFunction<Integer, SeatEvents, Seat>> seats = List.of(
                (index, events) -> scripted = new ScriptedSeat(index, events, script),
                (index, events) -> new IdleBot(index, "idle", events));
        return Matches.play(ENGINE, "2p", "classic", 42, Map.of("maxTicks", Integer.toString(ticks)),
                limits, seats);
    }

    private static JsonNode replay(Outcome outcome) {
        return ReplayWriter.read(outcome.replay());
    }

    /** The scripted seat's bomber in the final snapshot. */
    private JsonNode scriptedBomber(Outcome outcome) {
        JsonNode replay = replay(outcome);
        JsonNode snapshots = replay.path("snapshots");
        int id = Integer.parseInt(outcome.result(0).details().get("bomber").substring(1));
        return snapshots.get(snapshots.size() - 1).path("players").get(id - 1);
    }

    @Test
    void silentStrategyTimesOutAndItsBomberStandsStill() throws InterruptedException {
        Outcome outcome = play((seat, type, tick, message) -> {
            if (type.equals("init")) {
                seat.say("{\"type\":\"ready\"}\n");
            }
        }, 5);

        SeatResult silent = outcome.result(0);
        assertThat(silent.verdict().code()).isEqualTo(ReasonCode.TIME_LIMIT);
        assertThat(silent.verdict().turn()).isEqualTo(1);
        assertThat(silent.verdict().message()).matches("tick 1: no answer after [0-9,]+ ms \\(limit 1,000 ms\\)");
        assertThat(silent.details()).containsEntry("crashed", "tick 1");
        // the detail is words: the site says them in the reader's language
        assertThat(Phrases.of(BomberEngine.class, "bomber").text(silent.worded().get("crashed"), Locale.forLanguageTag("ru")))
                .contains("тик 1");
        assertThat(outcome.turns()).isEqualTo(5);
        assertThat(scripted.killed).isTrue();
        assertThat(scripted.receivedOfType("tick")).hasSize(1);
        JsonNode bomber = scriptedBomber(outcome);
        assertThat(bomber.path("crashed").asBoolean()).isTrue();
        assertThat(bomber.path("health").asInt()).isEqualTo(1);
        assertThat(outcome.result(1).verdict().ok()).isTrue();
    }

    @Test
    void noReadyIsAStartUpTimeLimit() throws InterruptedException {
        Outcome outcome = play((seat, type, tick, message) -> { }, 3);

        assertThat(outcome.result(0).verdict().code()).isEqualTo(ReasonCode.TIME_LIMIT);
        assertThat(outcome.result(0).verdict().turn()).isZero();
        assertThat(outcome.result(0).verdict().message()).matches("start-up: no ready after [0-9,]+ ms \\(limit 1,500 ms\\)");
        assertThat(replay(outcome).path("ticks").get(0).path("crashedNow")).hasSize(1);
        assertThat(scripted.receivedOfType("tick")).isEmpty();
    }

    @Test
    void aStrategyDeadAtStartUpIsCrashedAndPlacedAfterTheIdleBotItOutlived() throws InterruptedException {
        // its bomber stands still and survives (20 points, as the idle bot), but it is no winner
        Outcome outcome = play((seat, type, tick, message) -> { }, 3);

        SeatResult crashed = outcome.result(0);
        assertThat(crashed.score().display()).isEqualTo("20");
        assertThat(crashed.status()).isEqualTo("CRASHED");
        assertThat(crashed.place()).isEqualTo(2);
        assertThat(outcome.result(1).place()).isEqualTo(1);
        assertThat(outcome.summary()).isEqualTo("Tick 3: time is up with 2 survivors; seat1 wins with 20 points.");
        assertThat(replay(outcome).path("result").path("players").get(0).path("place").asInt()).isEqualTo(2);
    }

    @Test
    void aStrategyAgainstItselfDeadAtStartUpHasNoWinner() throws InterruptedException {
        // an acceptance game's copies of one strategy: both bombers stand still and survive with 20 points
        Outcome outcome = Matches.play(ENGINE, "2p", "classic", 42, Map.of("maxTicks", "3"), Matches.SHORT, List.of(
                (index, events) -> new ScriptedSeat(index, events, (seat, type, tick, message) -> { }),
                (index, events) -> new ScriptedSeat(index, events, (seat, type, tick, message) -> { })));

        assertThat(outcome.results()).allSatisfy(result -> assertThat(result.status()).isEqualTo("CRASHED"));
        assertThat(outcome.summary()).isEqualTo("Tick 3: time is up with 2 survivors; no winner, every strategy failed.");
    }

    @Test
    void aFirstLineOtherThanReadyIsAProtocolError() throws InterruptedException {
        Outcome outcome = play((seat, type, tick, message) -> seat.say("hello\n"), 3);

        assertThat(outcome.result(0).verdict().code()).isEqualTo(ReasonCode.PROTOCOL_ERROR);
        assertThat(outcome.result(0).verdict().message()).startsWith("start-up: the first line after init");
    }

    @Test
    void invalidAnswersAreAWaitForOneTickAndTheStrategyKeepsPlaying() throws InterruptedException {
        Outcome outcome = play((seat, type, tick, message) -> {
            switch (type) {
                case "init" -> seat.say("{\"type\":\"ready\"}\n");
                case "tick" -> seat.say(switch (tick) {
                    case 0 -> "not json\n";
                    case 1 -> "{\"type\":\"action\",\"tick\":7,\"action\":\"UP\"}\n";
                    case 2 -> "{\"type\":\"action\",\"tick\":2,\"action\":\"JUMP\"}\n";
                    case 3 -> "{\"type\":\"action\",\"tick\":3,\"action\":\"UP\",\"error\":\"IndexOutOfBounds\"}\n";
                    case 4 -> "x".repeat(5000) + "\n";
                    default -> "{\"type\":\"action\",\"tick\":" + tick + ",\"action\":\"WAIT\",\"debug\":\"fine\"}\n";
                });
                default -> { }
            }
        }, 6);

        assertThat(outcome.result(0).verdict().ok()).isTrue();
        assertThat(outcome.result(0).details()).containsEntry("invalid answers", "5");
        JsonNode ticks = replay(outcome).path("ticks");
        String id = outcome.result(0).details().get("bomber").substring(1);
        assertThat(ticks.get(0).path("invalid").path(id).asString()).startsWith("not a JSON object");
        assertThat(ticks.get(1).path("invalid").path(id).asString()).contains("tick 7 answers no request");
        assertThat(ticks.get(2).path("invalid").path(id).asString()).contains("unknown action");
        assertThat(ticks.get(3).path("invalid").path(id).asString()).contains("IndexOutOfBounds");
        assertThat(ticks.get(4).path("invalid").path(id).asString()).contains("longer than 4096 bytes");
        for (int t = 0; t < 5; t++) {
            assertThat(ticks.get(t).path("commands").path(id).asString()).isEqualTo("WAIT");
        }
        assertThat(ticks.get(5).path("invalid").has(id)).isFalse();
        assertThat(ticks.get(5).path("debug").path(id).asString()).isEqualTo("fine");
    }

    /**
     * Why an answer was a WAIT is in the replay as English and, beside it, as words (key and arguments) that say the
     * same English and the reader's language.
     */
    @Test
    void anInvalidAnswersReasonIsAPhraseBesideItsEnglish() throws InterruptedException {
        Outcome outcome = play((seat, type, tick, message) -> {
            switch (type) {
                case "init" -> seat.say("{\"type\":\"ready\"}\n");
                case "tick" -> seat.say(switch (tick) {
                    case 0 -> "not json\n";
                    case 1 -> "{\"type\":\"action\",\"tick\":7,\"action\":\"UP\"}\n";
                    case 2 -> "x".repeat(5000) + "\n";
                    default -> "{\"type\":\"action\",\"tick\":" + tick + ",\"action\":\"WAIT\"}\n";
                });
                default -> { }
            }
        }, 4);

        JsonNode ticks = replay(outcome).path("ticks");
        String id = outcome.result(0).details().get("bomber").substring(1);
        Phrases words = Phrases.of(BomberEngine.class, "bomber");
        List<String> russian = new java.util.ArrayList<>();
        for (int t = 0; t < 3; t++) {
            Phrase stored = JsonMapper.builder().build().treeToValue(ticks.get(t).path("invalidPhrase").path(id), Phrase.class);
            assertThat(stored.key()).startsWith("outcome.bomber.answer.");
            Phrase phrase = new Phrase(stored.key(), stored.args(), ticks.get(t).path("invalid").path(id).asString());
            assertThat(words.text(phrase, Locale.ENGLISH)).contains(phrase.text());
            russian.add(words.text(phrase, Locale.forLanguageTag("ru")).orElseThrow());
        }
        assertThat(russian).containsExactly("не JSON-объект: not json",
                "тик 7 не отвечает ни на один запрос (ожидался 1)", "ответ длиннее 4096 байт");
        assertThat(ticks.get(3).path("invalidPhrase").has(id)).isFalse();
    }

    @Test
    void unsolicitedLinesAreDiscardedWithoutShiftingLaterAnswers() throws InterruptedException {
        Outcome outcome = play((seat, type, tick, message) -> {
            if (type.equals("init")) {
                seat.say("{\"type\":\"ready\"}\n{\"type\":\"spam\"}\n");
            } else if (type.equals("tick")) {
                seat.say("{\"type\":\"action\",\"tick\":" + tick + ",\"action\":\"WAIT\"}\n"
                        + "{\"type\":\"action\",\"tick\":" + (tick + 1) + ",\"action\":\"BOMB\"}\nchatter\n");
            }
        }, 5);

        assertThat(outcome.result(0).verdict().ok()).isTrue();
        assertThat(outcome.result(0).details()).doesNotContainKey("invalid answers").containsEntry("ignored lines", "11");
        assertThat(scriptedBomber(outcome).path("action").asString()).isEqualTo("WAIT");
    }

    @Test
    void aLineThatNeverEndsTimesOutWithBoundedMemory() throws InterruptedException {
        Outcome outcome = play((seat, type, tick, message) -> {
            if (type.equals("init")) {
                seat.say("{\"type\":\"ready\"}\n");
            } else {
                for (int i = 0; i < 64; i++) {
                    seat.say("y".repeat(64 * 1024));
                }
            }
        }, 3);

        assertThat(outcome.result(0).verdict().code()).isEqualTo(ReasonCode.TIME_LIMIT);
    }

    @Test
    void anExitIsARuntimeErrorAtItsTick() throws InterruptedException {
        Outcome outcome = play((seat, type, tick, message) -> {
            if (type.equals("init")) {
                seat.say("{\"type\":\"ready\"}\n");
            } else if (tick < 2) {
                seat.say("{\"type\":\"action\",\"tick\":" + tick + ",\"action\":\"WAIT\"}\n");
            } else {
                seat.exit(ExitStatus.exitCode(3));
            }
        }, 5);

        assertThat(outcome.result(0).verdict()).hasToString("RUNTIME_ERROR: tick 3: the process exited with code 3");
        assertThat(outcome.result(0).verdict().turn()).isEqualTo(3);
        assertThat(outcome.result(0).status()).isEqualTo("CRASHED");
    }

    @Test
    void aClosedOutputFollowedByAMemoryKillIsAMemoryLimit() throws InterruptedException {
        Outcome outcome = play((seat, type, tick, message) -> {
            if (type.equals("init")) {
                seat.say("{\"type\":\"ready\"}\n");
            } else {
                seat.disconnect();
                seat.exit(new ExitStatus(ReasonCode.MEMORY_LIMIT, null, "SIGKILL", "killed above 64 MiB"));
            }
        }, 3);

        assertThat(outcome.result(0).verdict()).hasToString("MEMORY_LIMIT: tick 1: killed above 64 MiB");
    }

    @Test
    void aClosedOutputAloneIsAProtocolError() throws InterruptedException {
        Outcome outcome = play((seat, type, tick, message) -> {
            if (type.equals("init")) {
                seat.say("{\"type\":\"ready\"}\n");
            } else {
                seat.disconnect();
            }
        }, 3);

        assertThat(outcome.result(0).verdict()).hasToString("PROTOCOL_ERROR: tick 1: output closed");
    }

    @Test
    void theSandboxsOutputLimitIsReported() throws InterruptedException {
        Outcome outcome = play((seat, type, tick, message) -> {
            if (type.equals("init")) {
                seat.say("{\"type\":\"ready\"}\n");
            } else {
                seat.exit(new ExitStatus(ReasonCode.OUTPUT_LIMIT, null, null, "wrote more than 8388608 bytes"));
            }
        }, 3);

        assertThat(outcome.result(0).verdict().code()).isEqualTo(ReasonCode.OUTPUT_LIMIT);
    }

    @Test
    void theTotalTimeLimitCountsSummedAnswerTimes() throws InterruptedException {
        Limits limits = Matches.SHORT.withTimes(Duration.ofMillis(1500), Duration.ofMillis(2000), Duration.ofMillis(100));
        Outcome outcome = play((seat, type, tick, message) -> {
            if (type.equals("init")) {
                seat.say("{\"type\":\"ready\"}\n");
            } else {
                sleep(40);
                seat.say("{\"type\":\"action\",\"tick\":" + tick + ",\"action\":\"WAIT\"}\n");
            }
        }, 10, limits);

        assertThat(outcome.result(0).verdict().code()).isEqualTo(ReasonCode.TIME_LIMIT);
        assertThat(outcome.result(0).verdict().message()).contains("total answer time exceeded 100 ms");
    }

    @Test
    void aDeadBomberGetsEndAndTheSurvivorGameOverThenBothAreStopped() throws InterruptedException {
        ScriptedSeat[] seats = new ScriptedSeat[2];
        ScriptedSeat.Script suicide = (seat, type, tick, message) -> {
            if (type.equals("init")) {
                seat.say("{\"type\":\"ready\"}\n");
            } else if (type.equals("tick")) {
                seat.say("{\"type\":\"action\",\"tick\":" + tick + ",\"action\":\"" + (tick == 0 ? "BOMB" : "WAIT")
                        + "\"}\n");
            }
        };
        Outcome outcome = Matches.play(ENGINE, "2p", "classic", 7, Map.of(), Matches.SHORT, List.of(
                (index, events) -> seats[0] = new ScriptedSeat(index, events, suicide),
                (index, events) -> seats[1] = new ScriptedSeat(index, events, ScriptedSeat.answering("WAIT"))));

        assertThat(outcome.turns()).isEqualTo(4);
        assertThat(outcome.summary()).isEqualTo("Tick 4: seat1 is the last survivor; seat1 wins with 40 points.");
        assertThat(outcome.result(0).status()).isEqualTo("DEAD");
        assertThat(outcome.result(0).place()).isEqualTo(2);
        assertThat(outcome.result(1).place()).isEqualTo(1);
        assertThat(seats[0].receivedOfType("end")).containsExactly(
                "{\"type\":\"end\",\"reason\":\"DEAD\",\"tick\":4,\"points\":0}");
        assertThat(seats[1].receivedOfType("end")).containsExactly(
                "{\"type\":\"end\",\"reason\":\"GAME_OVER\",\"tick\":4,\"points\":40}");
        assertThat(seats[0].killed).isTrue();
        assertThat(seats[1].killed).isTrue();
    }

    @Test
    void anInfrastructureFailureVoidsTheMatch() {
        BiFunction<Integer, SeatEvents, Seat> broken = (index, events) -> new ScriptedSeat(index, events, null) {
            @Override
            public void send(byte[] data) {
                throw new SeatInfraException("docker went away");
            }
        };
        assertThatThrownBy(() -> Matches.play(ENGINE, "2p", "classic", 1, Map.of(), Matches.SHORT,
                List.of(broken, (index, events) -> new IdleBot(index, "idle", events))))
                .isInstanceOf(SeatInfraException.class)
                .hasMessageContaining("docker went away");
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
