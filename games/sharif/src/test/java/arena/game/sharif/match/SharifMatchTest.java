package arena.game.sharif.match;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.InProcessSeat;
import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.Phrase;
import arena.game.api.Phrases;
import arena.game.api.ReasonCode;
import arena.game.api.ReplayWriter;
import arena.game.api.SeatEvents;
import arena.game.api.SeatHub;
import arena.game.api.Verdict;
import arena.game.sharif.SharifEngineAccess;
import arena.game.sharif.bots.BotSeat;
import arena.game.sharif.protocol.NulFraming;
import arena.game.sharif.protocol.Wire;
import arena.game.sharif.rules.Game;
import arena.game.sharif.rules.T1;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Whole games through the shared turn loop with in-process clients. */
class SharifMatchTest {

    static final Limits GENEROUS = new Limits(Duration.ofSeconds(10), Duration.ofSeconds(10), Duration.ZERO, 64,
            8L << 20);

    static SharifMatch.Result play(arena.game.sharif.rules.SharifMap map, long seed,
            List<BiFunction<Integer, SeatEvents, InProcessSeat>> seats) throws InterruptedException {
        return play(map, seed, seats, GENEROUS);
    }

    static SharifMatch.Result play(arena.game.sharif.rules.SharifMap map, long seed,
            List<BiFunction<Integer, SeatEvents, InProcessSeat>> seats, Limits limits) throws InterruptedException {
        SeatHub hub = new SeatHub(new MatchSetup("2v2", map.name(), seed, List.of("a", "b", "c", "d"), limits,
                Map.of()));
        for (int i = 0; i < 4; i++) {
            hub.add(seats.get(i).apply(i, hub));
        }
        return new SharifMatch(hub, map, seed).play();
    }

    /** TV-20's window: turnTimeout 400 ms (T1) and an extra of 50 ms. */
    static final Limits TV20_LIMITS = new Limits(Duration.ofSeconds(10), Duration.ofMillis(50), Duration.ZERO, 64,
            8L << 20);

    /**
     * TV-20: a command after endTurn, one tagged with another turn, an unknown type and an invalid put are
     * dropped; a client that never ends turn 4 holds the step for the window's time (400 ms) and plays on;
     * one that sends 600 ms late has its command dropped and plays on; the valid put of turn 6 applies; the
     * game ends in a draw.
     */
    @Test
    void TV20_protocolWindows() throws InterruptedException {
        var map = T1.variant().maxTurns(9).build();
        List<Scripted> clients = new ArrayList<>();
        List<BiFunction<Integer, SeatEvents, InProcessSeat>> seats = new ArrayList<>();
        seats.add((i, e) -> keep(clients, new Scripted(i, e, Map.of(
                1, List.of("{\"type\":\"endTurn\",\"info\":{},\"turn\":1}",
                        "{\"type\":\"putUnit\",\"info\":{\"typeId\":0,\"pathId\":2},\"turn\":1}"),
                3, List.of("{\"type\":\"putUnit\",\"info\":{\"typeId\":1,\"pathId\":2},\"turn\":3}")))));
        seats.add((i, e) -> keep(clients, new Scripted(i, e, Map.of(6, List.of("{\"type\":\"bogus\",\"turn\":6}",
                "{\"type\":\"putUnit\",\"info\":{\"typeId\":99,\"pathId\":2},\"turn\":6}",
                "{\"type\":\"putUnit\",\"info\":{\"typeId\":0,\"pathId\":3},\"turn\":6}"))).silentAt(4)));
        seats.add((i, e) -> keep(clients, new Scripted(i, e, Map.of(5, List.of(
                "{\"type\":\"putUnit\",\"info\":{\"typeId\":0,\"pathId\":2},\"turn\":5}"))).lateAt(5, 600)));
        seats.add((i, e) -> keep(clients, new Scripted(i, e, Map.of(3, List.of(
                "{\"type\":\"putUnit\",\"info\":{\"typeId\":0,\"pathId\":2},\"turn\":2}")))));
        SharifMatch.Result result = play(map, 7, seats, TV20_LIMITS);

        assertThat(result.record().commands().get(0).getOrDefault(0, List.of())).as("after endTurn").isEmpty();
        assertThat(result.record().commands().get(2).get(0)).hasSize(1);
        assertThat(result.record().commands().get(2)).as("tagged turn 2").doesNotContainKey(3);
        long turn4Ms = (clients.get(0).turnArrived.get(5) - clients.get(0).turnArrived.get(4)) / 1_000_000;
        assertThat(turn4Ms).as("the step waited for the silent client's window").isBetween(400L, 1_400L);
        assertThat(result.record().commands().get(4)).as("sent 600 ms late").doesNotContainKey(2);
        assertThat(result.record().commands().get(5).get(1)).as("the silent client plays on").hasSize(2);
        assertThat(clients.get(2).turnArrived).as("the late client still gets every turn").containsKeys(6, 7, 8);
        assertThat(result.lateTurns()).containsExactly(0, 1, 1, 0);
        Game game = arena.game.sharif.replay.Resimulation.run(result.record(), g -> {
            if (g.turn() == 4) {
                assertThat(g.units()).extracting(u -> u.owner()).containsExactly(0);
            }
            if (g.turn() == 7) {
                assertThat(g.units()).filteredOn(u -> u.owner() == 1).singleElement()
                        .satisfies(u -> assertThat(u.cell()).isEqualTo(new arena.game.sharif.rules.Cell(17, 8)));
                assertThat(g.units()).noneMatch(u -> u.owner() == 2);
            }
        });
        assertThat(game.turn()).isEqualTo(9);
        assertThat(game.scores()).containsExactly(5, 5, 5, 5);
        assertThat(result.verdicts()).allSatisfy(v -> assertThat(v.ok()).as(v.toString()).isTrue());
        // the summary says what the places say: four shared first places, not one team's win
        Outcome outcome = new SharifEngineAccess().outcome(result);
        assertThat(outcome.results()).extracting(r -> r.place()).containsExactly(1, 1, 1, 1);
        assertThat(outcome.summary()).isEqualTo("Turn 9: the teams tie at 180 HP each; all tied at 5 points.");
    }

    /**
     * The original clients keep ending their turns after their king died; the original ignores that as it ignores
     * every message of an inactive slot (§12.3), so it is no ignored message of theirs.
     */
    @Test
    void aDeadKingsClientEndingItsTurnsSendsNoIgnoredMessages() throws InterruptedException {
        SharifEngineAccess engine = new SharifEngineAccess();
        var map = arena.game.sharif.maps.MapLibrary.load().find("final2").orElseThrow();
        List<BiFunction<Integer, SeatEvents, InProcessSeat>> seats = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            seats.add(i % 2 == 0 ? (index, events) -> (InProcessSeat) engine.bot("quickstart", index, events)
                    : (index, events) -> new Scripted(index, events, Map.of()));
        }
        SharifMatch.Result result = play(map.withRules(map.rules().withMaxTurns(40)), 11, seats);

        assertThat(result.game().king(1).alive() && result.game().king(3).alive()).as("a king of the losers died")
                .isFalse();
        assertThat(result.ignored()).containsExactly(0, 0, 0, 0);
        Outcome outcome = engine.outcome(result);
        assertThat(outcome.results()).allSatisfy(r -> assertThat(r.details()).doesNotContainKey("ignored messages"));
        assertThat(outcome.result(1).details()).containsEntry("team", "P2 and P4");
        Phrase team = outcome.result(1).worded().get("team");
        assertThat(team.text()).isEqualTo("P2 and P4");
        assertThat(Phrases.shared().text(team, Locale.forLanguageTag("ru"))).contains("P2 и P4");
        assertThat(Phrases.shared().text(team, Locale.forLanguageTag("fa"))).contains("P2 و P4");
    }

    private static Scripted keep(List<Scripted> clients, Scripted client) {
        clients.add(client);
        return client;
    }

    @Test
    void quickStartBeatsIdleAndTheReplayReplays() throws InterruptedException {
        SharifEngineAccess engine = new SharifEngineAccess();
        var map = arena.game.sharif.maps.MapLibrary.load().find("final2").orElseThrow();
        List<BiFunction<Integer, SeatEvents, InProcessSeat>> seats = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            String bot = i % 2 == 0 ? "quickstart" : "idle";
            seats.add((index, events) -> (InProcessSeat) engine.bot(bot, index, events));
        }
        SharifMatch.Result result = play(map, 11, seats);
        int[] scores = result.game().scores();
        assertThat(scores[0] + scores[2]).isEqualTo(14);
        assertThat(result.verdicts()).allSatisfy(v -> assertThat(v.ok()).as(v.toString()).isTrue());
        Game again = arena.game.sharif.replay.Resimulation.run(result.record(), g -> { });
        assertThat(again.scores()).containsExactly(scores);
        Outcome outcome = engine.outcome(result);
        JsonNode replay = ReplayWriter.read(outcome.replay());
        assertThat(replay.get("frames").size()).isEqualTo(result.game().turn());
        assertThat(outcome.result(0).place()).isLessThanOrEqualTo(2);
    }

    /**
     * The replay names each failed player's verdict with its turn (the viewer's time line marks it there): a game whose
     * strategies all played on has none, and the same game with P2's strategy failed at turn 6 has that one.
     */
    @Test
    void theReplayCarriesTheFailedPlayersVerdicts() throws InterruptedException {
        SharifEngineAccess engine = new SharifEngineAccess();
        var map = arena.game.sharif.maps.MapLibrary.load().find("final2").orElseThrow();
        List<BiFunction<Integer, SeatEvents, InProcessSeat>> seats = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            String bot = i % 2 == 0 ? "quickstart" : "idle";
            seats.add((index, events) -> (InProcessSeat) engine.bot(bot, index, events));
        }
        SharifMatch.Result result = play(map.withRules(map.rules().withMaxTurns(12)), 5, seats);
        assertThat(ReplayWriter.read(engine.outcome(result).replay()).get("verdicts")).isEmpty();

        List<Verdict> verdicts = new ArrayList<>(result.verdicts());
        verdicts.set(1, Verdict.of(ReasonCode.RUNTIME_ERROR, 6, "the process exited with code 3"));
        SharifMatch.Result failed = new SharifMatch.Result(result.record(), result.game(), verdicts,
                result.answerNanos(), result.ignored(), result.lateTurns());
        JsonNode written = ReplayWriter.read(engine.outcome(failed).replay()).get("verdicts");
        assertThat(written).hasSize(1);
        assertThat(written.get(0).get("player").asInt()).isEqualTo(1);
        assertThat(written.get(0).get("verdict").asString()).isEqualTo("RUNTIME_ERROR");
        assertThat(written.get(0).get("turn").asInt()).isEqualTo(6);
    }

    /**
     * A client that sends the token, the pick [0,1,2,3,4], and per turn its scripted lines then endTurn;
     * at a silent turn it sends nothing, at a late turn it sends them from another thread after a delay.
     */
    static final class Scripted extends InProcessSeat {
        private final NulFraming framing = new NulFraming();
        private final Map<Integer, List<String>> script;
        private final Set<Integer> silent = new HashSet<>();
        private final Map<Integer, Long> lateMs = new HashMap<>();
        /** When each turn message arrived (System.nanoTime). */
        final Map<Integer, Long> turnArrived = new ConcurrentHashMap<>();

        Scripted(int index, SeatEvents events, Map<Integer, List<String>> script) {
            super(index, "scripted" + index, events);
            this.script = script;
            connect();
            emit(Wire.terminated("{\"type\":\"token\",\"info\":{\"token\":\"" + BotSeat.LOCAL_TOKEN + "\"},\"turn\":0}"));
        }

        Scripted silentAt(int turn) {
            silent.add(turn);
            return this;
        }

        Scripted lateAt(int turn, long delayMs) {
            lateMs.put(turn, delayMs);
            return this;
        }

        @Override
        protected void receive(byte[] data) {
            for (String text : framing.feed(data)) {
                JsonNode message = JsonMapper.builder().build().readTree(text);
                String type = message.get("type").stringValue();
                if (type.equals("init")) {
                    emit(Wire.terminated("{\"type\":\"pick\",\"info\":{\"units\":[0,1,2,3,4]},\"turn\":0}"));
                    emit(Wire.terminated("{\"type\":\"endTurn\",\"info\":{},\"turn\":0}"));
                } else if (type.equals("turn")) {
                    int turn = message.get("info").get("currTurn").intValue();
                    turnArrived.put(turn, System.nanoTime());
                    if (silent.contains(turn)) {
                        continue;
                    }
                    List<String> lines = new ArrayList<>(script.getOrDefault(turn, List.of()));
                    if (lines.stream().noneMatch(l -> l.contains("endTurn"))) {
                        lines.add("{\"type\":\"endTurn\",\"info\":{},\"turn\":" + turn + "}");
                    }
                    Long delay = lateMs.get(turn);
                    if (delay == null) {
                        lines.forEach(line -> emit(Wire.terminated(line)));
                    } else {
                        Thread late = new Thread(() -> {
                            try {
                                Thread.sleep(delay);
                            } catch (InterruptedException e) {
                                return;
                            }
                            lines.forEach(line -> emit(Wire.terminated(line)));
                        });
                        late.setDaemon(true);
                        late.start();
                    }
                }
            }
        }
    }
}
