package arena.game.racetrack;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.game.api.AcceptanceGame;
import arena.game.api.EngineInfo;
import arena.game.api.GameEngine;
import arena.game.api.GameMap;
import arena.game.api.InProcessSeat;
import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.ReasonCode;
import arena.game.api.Score;
import arena.game.api.ScoreOrder;
import arena.game.api.SeatHub;
import arena.game.api.Standings;
import arena.game.api.TestGame;
import arena.game.api.Transport;
import arena.game.api.Verdict;
import arena.game.racetrack.maps.Direction;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class RacetrackEngineTest {

    private static final Limits SHORT = new Limits(Duration.ofMillis(200), Duration.ofMillis(200), Duration.ZERO, 512,
            1_048_576);

    private final RacetrackEngine engine = new RacetrackEngine();

    @Test
    void engineIsFoundByServiceLoader() {
        assertThat(ServiceLoader.load(GameEngine.class).stream().map(p -> p.get().info().id())).contains("racetrack");
    }

    @Test
    void infoDescribesTheTimeTrial() {
        EngineInfo info = engine.info();

        assertThat(info.id()).isEqualTo("racetrack");
        assertThat(info.name()).isEqualTo("Racetrack");
        assertThat(info.formats()).singleElement().satisfies(format -> {
            assertThat(format.id()).isEqualTo("solo");
            assertThat(format.solo()).isTrue();
        });
        assertThat(info.maps()).extracting(GameMap::id).containsExactly("T1", "T2", "T3", "T4", "T5");
        assertThat(info.map("T1").orElseThrow()).isEqualTo(new GameMap("T1", "T1 · rectangle", 1, "1 LLLUUUURRRRRRDDDDLLL"));
        assertThat(info.limits()).isEqualTo(new Limits(Duration.ofSeconds(20), Duration.ofSeconds(60), Duration.ZERO,
                512, 1_048_576));
        assertThat(info.launch().transport()).isEqualTo(Transport.HTTP);
        assertThat(info.launch().args()).containsExactly("{port}");
        assertThat(info.launch().env()).containsEntry("PORT", "{port}");
        assertThat(info.scoreOrder()).isEqualTo(ScoreOrder.LOWER_IS_BETTER);
        assertThat(info.bots()).extracting(b -> b.id()).containsExactly("trivial", "solver");
        assertThat(info.packs()).extracting(p -> p.fileName()).containsExactly("racetrack-java.zip", "racetrack-python.zip");
    }

    static Stream<Arguments> trivialTimes() {
        return Stream.of(Arguments.of("T1", "39.000000"), Arguments.of("T2", "107.000000"),
                Arguments.of("T3", "199.000000"), Arguments.of("T4", "255.000000"), Arguments.of("T5", "1079.000000"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("trivialTimes")
    void trivialBotFinishesEveryMapInTheSimpleTime(String map, String time) throws InterruptedException {
        Outcome outcome = playBot("trivial", map);

        assertThat(outcome.result(0).status()).isEqualTo("FINISHED");
        assertThat(outcome.result(0).score().display()).isEqualTo(time);
    }

    @Test
    void solverBotDrivesTheOptimalLap() throws InterruptedException {
        Outcome outcome = playBot("solver", "T3");

        assertThat(outcome.result(0).score().display()).isEqualTo("29.600000");
        assertThat(outcome.summary()).isEqualTo("Finished T3 in 29.6 (move 30)");
    }

    @Test
    void unknownBotIsRefused() {
        assertThatThrownBy(() -> engine.createBot("genius", 0, "x", event -> { }))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void acceptanceIsOneTimeTrialPerMap() {
        assertThat(engine.acceptanceGames()).containsExactly(
                new AcceptanceGame("solo", "T1", Map.of()), new AcceptanceGame("solo", "T2", Map.of()),
                new AcceptanceGame("solo", "T3", Map.of()), new AcceptanceGame("solo", "T4", Map.of()),
                new AcceptanceGame("solo", "T5", Map.of()));
    }

    @Test
    void aTestSubmissionRunsTheFiveSandboxTracksAlone() {
        assertThat(engine.testGames()).containsExactly(
                new TestGame("solo", "T1", Map.of(), List.of()), new TestGame("solo", "T2", Map.of(), List.of()),
                new TestGame("solo", "T3", Map.of(), List.of()), new TestGame("solo", "T4", Map.of(), List.of()),
                new TestGame("solo", "T5", Map.of(), List.of()));
    }

    @Test
    void submissionThatCrashesEverywhereIsAccepted() throws InterruptedException {
        List<Outcome> outcomes = new ArrayList<>();
        for (AcceptanceGame game : engine.acceptanceGames()) {
            String axis = engine.info().map(game.map()).orElseThrow().data().split(" ")[1];
            String backwards = Direction.ofLetter(axis.charAt(0)).opposite().name();
            outcomes.add(playScripted(game.map(), 200, backwards));
        }

        assertThat(outcomes).allSatisfy(o -> assertThat(o.result(0).status()).isEqualTo("CRASHED"));
        assertThat(engine.judgeAcceptance(outcomes)).isEmpty();
    }

    @Test
    void submissionThatAnswersOneTrackIsAccepted() throws InterruptedException {
        List<Outcome> outcomes = List.of(playScripted("T1", 500, ""), playScripted("T2", 200, "0"),
                playScripted("T3", 200, "x"));

        assertThat(engine.judgeAcceptance(outcomes)).isEmpty();
    }

    @Test
    void submissionThatAnswersNoTrackIsRejectedWithEachFailure() throws InterruptedException {
        List<Outcome> outcomes = List.of(playScripted("T1", 500, ""), playScripted("T2", 200, "x"),
                playScripted("T3", 404, ""), playScripted("T4", 200, "lU"), playScripted("T5", 503, ""));

        Optional<Verdict> verdict = engine.judgeAcceptance(outcomes);

        assertThat(verdict).contains(Verdict.of(ReasonCode.NO_ANSWER, null, "answered no track: T1 HTTP status 500; "
                + "T2 byte 1 is 'x', not one of 0 U D L R; T3 HTTP status 404; "
                + "T4 byte 1 is 'l', not one of 0 U D L R; T5 HTTP status 503"));
    }

    @Test
    void aFailedTrialsReplayKeepsItsEnglishMessageAndItsVerdictAsAPhrase() throws InterruptedException {
        Outcome outcome = playScripted("T2", 200, "x");
        Verdict verdict = outcome.result(0).verdict();

        var replay = arena.game.api.ReplayWriter.read(outcome.replay());

        assertThat(replay.path("message").asString()).isEqualTo(verdict.message());
        assertThat(replay.path("messagePhrase").path("key").asString()).isEqualTo(verdict.phrase().key()).isNotEmpty();
        assertThat(replay.path("messagePhrase").path("text").asString()).isEqualTo(verdict.message());
    }

    @Test
    void SV01_tiedTimesShareThePointsAndTheNextTimeTakesTheNextPlace() {
        List<Score> times = times(9.5, 9.5, 10, 12.25, 12.25, 13, 14, 15, 16, 17);

        assertThat(award(times)).containsExactly(10, 10, 8, 6, 6, 4, 3, 2, 1, 0);
    }

    @Test
    void SV02_nonFinishersGetNothing() {
        List<Score> times = Arrays.asList(Score.fraction(20, 1, 6), null, Score.fraction(37, 2, 6), null, null);

        assertThat(award(times)).containsExactly(8, 0, 10, 0, 0);
    }

    @Test
    void SV03_equalTimesAfterReductionShareTheRank() {
        List<Score> times = List.of(Score.fraction(30 * 2 + 1, 2, 6), Score.fraction(30 * 4 + 2, 4, 6),
                Score.fraction(30 * 3 + 2, 3, 6));

        assertThat(award(times)).containsExactly(10, 10, 8);
        assertThat(times.get(0).display()).isEqualTo("30.500000");
        assertThat(times.get(2).display()).isEqualTo("30.666667");
    }

    @Test
    void SV04_equalTotalsGoToTheEarlierSubmission() {
        List<Standings.Entry<String>> entries = List.of(
                new Standings.Entry<>("A", 10 + 8 + 6, Instant.parse("2015-07-10T10:05:00Z")),
                new Standings.Entry<>("B", 8 + 10 + 6, Instant.parse("2015-07-10T09:58:00Z")),
                new Standings.Entry<>("C", 20, Instant.parse("2015-07-10T09:00:00Z")));

        assertThat(Standings.rank(entries)).extracting(row -> row.entry().key()).containsExactly("B", "A", "C");
    }

    private List<Integer> award(List<Score> times) {
        return engine.info().stageScoring().table().award(times, engine.info().scoreOrder());
    }

    private static List<Score> times(double... values) {
        return Arrays.stream(values).mapToObj(v -> Score.fraction(Math.round(v * 100), 100, 6)).toList();
    }

    private Outcome playBot(String bot, String map) throws InterruptedException {
        SeatHub hub = new SeatHub(new MatchSetup("solo", map, 1, List.of(bot), SHORT, Map.of()));
        hub.add(engine.createBot(bot, 0, bot, hub));
        return engine.play(hub);
    }

    /** A strategy that answers every track with the given status and body. */
    private Outcome playScripted(String map, int status, String body) throws InterruptedException {
        SeatHub hub = new SeatHub(new MatchSetup("solo", map, 1, List.of("scripted"), SHORT, Map.of()));
        hub.add(new InProcessSeat(0, "scripted", hub) {
            {
                connect();
            }

            @Override
            protected void receive(byte[] data) {
                reply(status, body.getBytes(StandardCharsets.US_ASCII));
            }
        });
        return engine.play(hub);
    }

    /** The start-up limit (20 s) and the answer limit (60 s) for each of the trial's two waits. */
    @Test
    void theCpuBudgetIsTheStartUpAndBothWaits() {
        RacetrackEngine engine = new RacetrackEngine();
        Limits limits = engine.info().limits();
        MatchSetup setup = new MatchSetup(RacetrackEngine.SOLO, "T1", 1, List.of("a"), limits, Map.of());

        assertThat(engine.seatLimits(setup).cpu()).isEqualTo(Duration.ofSeconds(20 + 2 * 60));
    }
}
