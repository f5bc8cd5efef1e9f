package arena.game.troopers.match;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Outcome;
import arena.game.api.Phrase;
import arena.game.api.Phrases;
import arena.game.api.ReasonCode;
import arena.game.api.ReplayWriter;
import arena.game.api.Seat;
import arena.game.api.SeatEvents;
import arena.game.troopers.TroopersEngine;
import arena.game.troopers.bots.IdleBot;
import arena.game.troopers.bots.QuickStartBot;
import arena.game.troopers.protocol.ClientMessages;
import arena.game.troopers.protocol.PlayerContext;
import arena.game.troopers.protocol.Protocol;
import arena.game.troopers.protocol.ServerMessage;
import arena.game.troopers.rules.Action;
import arena.game.troopers.rules.ActionType;
import arena.game.troopers.rules.Direction;
import arena.game.troopers.rules.TroopersRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** Whole games through the engine, the turn loop and the protocol (T14, T19, T39, T42, T45, handshake, §7.6). */
class TroopersMatchTest {

    private static List<BiFunction<Integer, SeatEvents, Seat>> clients(List<TestClient> made, int count,
            BiFunction<Integer, SeatEvents, TestClient> factory) {
        List<BiFunction<Integer, SeatEvents, Seat>> seats = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            seats.add((index, events) -> {
                TestClient client = factory.apply(index, events);
                made.add(client);
                return client;
            });
        }
        return seats;
    }

    @Test
    void T19_gameLengthAndT45_gameOver() throws InterruptedException {
        List<TestClient> made = new ArrayList<>();
        Outcome outcome = Matches.play("4x3", "default", 5, Map.of(), Matches.GENEROUS,
                clients(made, 4, (i, e) -> TestClient.playing(i, e, new IdleBot())));
        assertThat(outcome.turns()).isEqualTo(50);
        for (TestClient client : made) {
            assertThat(client.violation).isNull();
            assertThat(client.contexts).hasSize(50 * 3);
            assertThat(client.contexts.get(client.contexts.size() - 1).world().moveIndex()).isEqualTo(49);
            assertThat(client.gotGameOver()).isTrue();
            assertThat(client.received.get(0)).isEqualTo(new ServerMessage.TeamSize(3));
            assertThat(client.received.get(1)).isEqualTo(new ServerMessage.GameContext(TroopersRules.STANDARD));
        }
        assertThat(outcome.results()).allSatisfy(r -> {
            assertThat(r.verdict().ok()).isTrue();
            assertThat(r.place()).isEqualTo(1);
        });
    }

    @Test
    void T42_onlyTheFirstContextCarriesCellsAndMatrix() throws InterruptedException {
        List<TestClient> made = new ArrayList<>();
        Matches.play("2x3", "map02", 9, Map.of("moves", "2"), Matches.GENEROUS,
                clients(made, 2, (i, e) -> TestClient.playing(i, e, new IdleBot())));
        TestClient client = made.get(0);
        // sizes: TEAM_SIZE, GAME_CONTEXT, then one per PLAYER_CONTEXT
        assertThat(client.sizes.get(2)).isGreaterThan(1_080_012 + 724);
        assertThat(client.sizes.subList(3, client.sizes.size() - 1)).allSatisfy(size -> assertThat(size).isLessThan(2000));
        PlayerContext first = client.contexts.get(0);
        assertThat(first.world().cells()).hasDimensions(30, 20);
        assertThat(first.world().visibilities()).hasSize(1_080_000);
    }

    @Test
    void T14_apExhaustionSendsFiveContexts() throws InterruptedException {
        List<TestClient> made = new ArrayList<>();
        List<Integer> soldierAp = new ArrayList<>();
        Matches.play("2x3", "empty", 3, Map.of("moves", "1"), Matches.GENEROUS, clients(made, 2, (i, e) ->
                TestClient.playing(i, e, view -> {
                    if (i == 0 && view.self().type() == arena.game.troopers.rules.TrooperType.SOLDIER) {
                        soldierAp.add(view.self().actionPoints());
                        // walk toward the middle of the field, away from the squad's other troopers
                        return Action.toward(ActionType.MOVE, view.self().y() < 10 ? Direction.SOUTH : Direction.NORTH);
                    }
                    return Action.END_TURN;
                })));
        // the soldier may start with the aura's 12; the contexts count down by the step cost to the last 2
        List<Integer> expected = new ArrayList<>();
        for (int ap = soldierAp.get(0); ap > 0; ap -= 2) {
            expected.add(ap);
        }
        assertThat(soldierAp).containsExactlyElementsOf(expected).endsWith(4, 2);
    }

    @Test
    void T39_anInvalidActionCrashesThePlayerWithoutGameOver() throws InterruptedException {
        List<TestClient> made = new ArrayList<>();
        Outcome outcome = Matches.play("2x3", "default", 4, Map.of("moves", "3"), Matches.GENEROUS,
                clients(made, 2, (i, e) -> new TestClient(i, e, Protocol.DEFAULT_TOKEN, Protocol.VERSION,
                        view -> ClientMessages.move(i == 0 ? Action.of(ActionType.REQUEST_ENEMY_DISPOSITION)
                                : Action.END_TURN))));
        TestClient crashed = made.get(0);
        assertThat(outcome.result(0).verdict().code()).isEqualTo(ReasonCode.INVALID_ACTION);
        assertThat(outcome.result(0).status()).isEqualTo("CRASHED");
        assertThat(crashed.gotGameOver()).isFalse();
        assertThat(crashed.stopped()).isTrue();
        TestClient other = made.get(1);
        assertThat(other.gotGameOver()).isTrue();
        PlayerContext later = other.contexts.get(other.contexts.size() - 1);
        assertThat(later.world().players()).anySatisfy(p -> {
            assertThat(p.id()).isEqualTo(1);
            assertThat(p.strategyCrashed()).isTrue();
        });
        assertThat(outcome.result(1).verdict().ok()).isTrue();
    }

    @Test
    void anInvalidActionsProblemIsInTheReplayInEnglishAndAsAPhrase() throws InterruptedException {
        Outcome outcome = Matches.play("2x3", "default", 4, Map.of("moves", "3"), Matches.GENEROUS,
                clients(new ArrayList<>(), 2, (i, e) -> new TestClient(i, e, Protocol.DEFAULT_TOKEN, Protocol.VERSION,
                        view -> ClientMessages.move(i == 0 ? Action.of(ActionType.REQUEST_ENEMY_DISPOSITION)
                                : Action.END_TURN))));

        JsonNode invalid = null;
        for (JsonNode event : ReplayWriter.read(outcome.replay()).path("events")) {
            invalid = event.has("invalid") ? event : invalid;
        }
        assertThat(invalid).isNotNull();
        JsonNode words = invalid.path("invalidPhrase");
        assertThat(words.path("key").asString()).startsWith("outcome.troopers.verdict.");
        assertThat(words.path("text").asString()).isEqualTo(invalid.path("invalid").asString());
        Phrase phrase = tools.jackson.databind.json.JsonMapper.builder().build().treeToValue(words, Phrase.class);
        String russian = Phrases.of(TroopersEngine.class, "troopers").text(phrase, Locale.forLanguageTag("ru")).orElseThrow();
        assertThat(russian).isNotEqualTo(phrase.text()).contains("REQUEST_ENEMY_DISPOSITION");
    }

    @Test
    void aWrongTokenOrVersionCrashesAtConnection() throws InterruptedException {
        List<TestClient> made = new ArrayList<>();
        Outcome outcome = Matches.play("4x3", "default", 4, Map.of("moves", "2"), Matches.GENEROUS,
                clients(made, 4, (i, e) -> switch (i) {
                    case 0 -> new TestClient(i, e, "wrong", Protocol.VERSION, v -> TestClient.endTurn());
                    case 1 -> new TestClient(i, e, Protocol.DEFAULT_TOKEN, 3, v -> TestClient.endTurn());
                    case 2 -> new TestClient(i, e, Protocol.DEFAULT_TOKEN, Protocol.VERSION_1, v -> TestClient.endTurn());
                    default -> TestClient.playing(i, e, new IdleBot());
                }));
        assertThat(outcome.result(0).verdict().message()).contains("unknown token");
        assertThat(outcome.result(1).verdict().code()).isEqualTo(ReasonCode.PROTOCOL_ERROR);
        assertThat(outcome.result(1).verdict().message()).contains("protocol version 3");
        assertThat(outcome.result(2).verdict().ok()).as("version 1 is accepted (§7.9)").isTrue();
        assertThat(made.get(2).violation).isNull();
        assertThat(made.get(2).gotGameOver()).isTrue();
        assertThat(made.get(2).contexts).isNotEmpty().allSatisfy(c ->
                assertThat(c.world().players()).allSatisfy(p -> assertThat(p.approximateX()).isEqualTo(-1)));
    }

    @Test
    void T43_unknownActionByteIsAProtocolError() throws InterruptedException {
        List<TestClient> made = new ArrayList<>();
        Outcome outcome = Matches.play("2x3", "default", 4, Map.of("moves", "2"), Matches.GENEROUS,
                clients(made, 2, (i, e) -> new TestClient(i, e, Protocol.DEFAULT_TOKEN, Protocol.VERSION,
                        v -> i == 0 ? new byte[] {7, 1, 10, -1, -1, -1, -1, -1, -1, -1, -1, -1} : TestClient.endTurn())));
        assertThat(outcome.result(0).verdict().code()).isEqualTo(ReasonCode.PROTOCOL_ERROR);
        assertThat(outcome.result(0).verdict().message()).contains("MOVE with action 10");
        assertThat(outcome.result(1).verdict().ok()).isTrue();
    }

    @Test
    void quickStartBeatsIdleBotsAndTheReplayHoldsTheGame() throws InterruptedException {
        Outcome outcome = Matches.bots("4x3", "default", 11, Map.of(), "quickstart", "idle", "idle", "idle");
        assertThat(outcome.result(0).place()).isEqualTo(1);
        assertThat(outcome.result(0).score().numerator()).isPositive();
        JsonNode replay = ReplayWriter.read(outcome.replay());
        assertThat(replay.path("game").asString()).isEqualTo("troopers");
        assertThat(replay.path("troopers").size()).isEqualTo(12);
        assertThat(replay.path("events").size()).isGreaterThan(100);
        assertThat(replay.path("results").get(0).path("score").asInt())
                .isEqualTo((int) outcome.result(0).score().numerator());
    }

    @Test
    void aSeedReplaysExactly() throws InterruptedException {
        Outcome a = Matches.bots("2x5", null, 77, Map.of("moves", "10"), "quickstart", "example");
        Outcome b = Matches.bots("2x5", null, 77, Map.of("moves", "10"), "quickstart", "example");
        assertThat(new String(a.replay()).replaceAll("\"ms\":\\d+", ""))
                .isEqualTo(new String(b.replay()).replaceAll("\"ms\":\\d+", ""));
    }

    @Test
    void everyFormatPlays() throws InterruptedException {
        for (String format : List.of("4x3", "4x4", "2x5", "2x3", "2x4", "4x5")) {
            int players = format.charAt(0) - '0';
            String[] bots = new String[players];
            java.util.Arrays.fill(bots, "quickstart");
            Outcome outcome = Matches.bots(format, null, format.hashCode(), Map.of("moves", "5"), bots);
            assertThat(outcome.results()).hasSize(players).allSatisfy(r -> assertThat(r.verdict().ok()).isTrue());
        }
    }

    @Test
    void idleQuickStartAgainstQuickStartIsNotAProtocolProblem() throws InterruptedException {
        Outcome outcome = Matches.bots("2x5", "map06", 1, Map.of(), "quickstart", "quickstart");
        assertThat(outcome.results()).allSatisfy(r -> assertThat(r.verdict().ok()).isTrue());
        assertThat(new QuickStartBot()).isNotNull();
    }
}
