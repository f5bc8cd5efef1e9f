package arena.game.smartdog.match;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.ReasonCode;
import arena.game.smartdog.SmartDogWords;
import arena.game.smartdog.maps.MapParser;
import arena.game.smartdog.maps.MapPart;
import arena.game.smartdog.maps.Tiling;
import arena.game.smartdog.replay.GameRecord;
import arena.game.smartdog.rules.SmartDogRules;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The standalone server's game (§9.6, §9.8) with fake connections and a timer the test fires. */
class ServerGameTest {

    private static final MapPart T24 = MapParser.parse("t24", """
            {"turnsLimit":2,"dogVisibilityR":2,"dogBarkingR":2,"sheepStandBy":9,"sheepScaryTurns":1,"dogScaryTurns":4}
            @....
            .*...
            .....
            """);

    private final List<FakeClient> clients = List.of(new FakeClient(), new FakeClient());
    private final List<Integer> armedTurns = new ArrayList<>();
    private final List<GameRecord> records = new ArrayList<>();

    private ServerGame game(MapPart map, int turnsLimit) {
        SmartDogRules rules = map.rules(SmartDogRules.HUB_DEFAULTS).withTurnsLimit(turnsLimit);
        ServerGame game = new ServerGame(map.name(), Tiling.build(map, 2), rules, List.copyOf(clients),
                List.of("alice", "bob"), (g, turn, millis) -> {
                    armedTurns.add(turn);
                    return () -> { };
                }, records::add);
        game.start();
        return game;
    }

    @Test
    void TVP1_theLinesOfADuet() {
        ServerGame game = game(T24, 2);
        game.line(2, "do 3 bark");
        game.line(1, "end");
        game.line(2, "end");
        game.line(1, "end");
        game.line(2, "end");
        assertThat(clients.get(0).lines).containsExactly(
                "start \"you\":1,\"rows\":3,\"cols\":10,\"players\":2,\"x1\":0,\"x2\":4,\"y1\":0,\"y2\":2,\"waitForTurn\":300000,"
                        + "\"dogVisibilityR\":2,\"dogBarkingR\":2,\"sheepStandBy\":9,\"sheepScaryTurns\":1,\"turnsLimit\":2,"
                        + "\"dogScaryTurns\":4,\"maxSheepsCount\":1,\"iniSheepsCount\":0",
                "landscape \"..........\",\"..........\",\"..........\"",
                "state  \"turn\":1",
                "obj  \"id\":1,\"type\":\"Dog\",\"x\":0,\"y\":0,\"owner\":1,\"action\":\"move\"",
                "obj  \"type\":\"Sheep\",\"x\":1,\"y\":1,\"action\":\"standBy\",\"direction\":\"down\"",
                "turn",
                "state  \"turn\":2",
                "obj  \"id\":1,\"type\":\"Dog\",\"x\":0,\"y\":0,\"owner\":1,\"action\":\"move\"",
                "obj  \"type\":\"Sheep\",\"x\":1,\"y\":1,\"action\":\"standBy\",\"direction\":\"down\"",
                "obj  \"voice\":\"barking\",\"x\":5,\"y\":0",
                "turn",
                "finished \"youWin\":true,\"winner\":1");
        assertThat(clients.get(1).last()).isEqualTo("finished \"youWin\":false,\"winner\":1");
        assertThat(clients).allMatch(c -> c.closed);
        assertThat(armedTurns).containsExactly(1, 2);
        assertThat(records).singleElement().matches(r -> !r.aborted() && r.winner() == 1);
    }

    @Test
    void doIsAppliedAfterTheOwnEndWhileTheTurnIsOpen_aSecondEndIsIgnored() {
        ServerGame game = game(T24, 3);
        game.line(1, "end");
        game.line(1, "end");
        assertThat(clients.get(0).count("turn")).isEqualTo(1);
        game.line(1, "do 1 move right");
        game.line(2, "end");
        assertThat(clients.get(0).count("turn")).isEqualTo(2);
        assertThat(clients.get(0).lines).contains("obj  \"id\":1,\"type\":\"Dog\",\"x\":1,\"y\":0,\"owner\":1,\"action\":\"move\"");
    }

    @Test
    void linesAfterTheLastEndBelongToTheNextTurn() {
        ServerGame game = game(T24, 3);
        game.line(1, "end");
        game.line(2, "end");
        game.line(1, "do 1 move right");
        game.line(1, "do 1 move right");
        assertThat(clients.get(0).last()).isEqualTo("warning 1 Dog already moved this turn");
    }

    @Test
    void TVP4_aTurnTimeoutAbortsAfterTheEndPhase() {
        ServerGame game = game(MapParser.parse("p4", "@*.\n...\n"), 4);
        game.line(1, "end");
        game.line(2, "end");
        game.line(1, "end");
        game.timeout(1); // a timer of a closed turn does nothing
        assertThat(game.over()).isFalse();
        game.timeout(2);
        assertThat(game.over()).isTrue();
        assertThat(clients).allMatch(c -> c.last().equals("finished \"youWin\":false,\"error\":\"player.gone\""));
        GameRecord record = records.get(0);
        assertThat(record.aborted()).isTrue();
        assertThat(record.turnsPlayed()).isEqualTo(2);
        assertThat(record.players().get(0).verdict().ok()).isTrue();
        assertThat(record.players().get(1).verdict().code()).isEqualTo(ReasonCode.TIME_LIMIT);
        assertThat(OutcomeReport.places(record)).containsExactly(1, 2);
    }

    @Test
    void TVP5_aDisconnectAbortsAtOnce() {
        ServerGame game = game(MapParser.parse("p5", "@*.\n...\n"), 4);
        game.line(1, "end");
        game.line(2, "end");
        game.disconnected(2);
        assertThat(clients.get(0).last()).isEqualTo("finished \"youWin\":false,\"error\":\"player.gone\"");
        assertThat(clients.get(1).last()).isEqualTo("turn");
        game.line(1, "do 1 move down");
        assertThat(records.get(0).inputs().get(1)).isEmpty();
        assertThat(records.get(0).players().get(1).verdict().message()).isEqualTo("turn 2: connection closed");
    }

    @Test
    void aDisconnectIsSaidInTheReadersLanguage() {
        ServerGame game = game(MapParser.parse("p5", "@*.\n...\n"), 4);
        game.line(1, "end");
        game.line(2, "end");
        game.disconnected(2);
        var evidence = records.get(0).players().get(1).verdict().phrase();
        assertThat(SmartDogWords.WORDS.text(evidence, Locale.forLanguageTag("ru"))).contains("ход 2: соединение закрыто");
        assertThat(SmartDogWords.WORDS.text(evidence, Locale.forLanguageTag("fa"))).contains("نوبت ۲: اتصال بسته شد");
    }

    @Test
    void aTooLongLineClosesThatPlayerAndAbortsTheGame() {
        ServerGame game = game(T24, 2);
        game.tooLong(1);
        assertThat(clients.get(0).last()).isEqualTo("error Line too long");
        assertThat(clients.get(0).closed).isTrue();
        assertThat(clients.get(1).last()).isEqualTo("finished \"youWin\":false,\"error\":\"player.gone\"");
        assertThat(records.get(0).players().get(0).verdict().code()).isEqualTo(ReasonCode.PROTOCOL_ERROR);
    }

    @Test
    void aServerErrorEndsTheGameWithoutBlamingAnybody() {
        ServerGame game = game(T24, 2);
        game.line(1, "end");
        game.serverError();
        assertThat(game.over()).isTrue();
        assertThat(clients).allMatch(c -> c.closed && c.last().equals("finished \"youWin\":false,\"error\":\"server.error\""));
        game.line(2, "end");
        assertThat(records).isEmpty();
    }

    private static final class FakeClient implements ServerGame.Client {
        final List<String> lines = new ArrayList<>();
        boolean closed;

        @Override
        public void send(String text) {
            lines.addAll(Arrays.asList(text.split("\n")));
        }

        @Override
        public void close() {
            closed = true;
        }

        String last() {
            return lines.get(lines.size() - 1);
        }

        long count(String line) {
            return lines.stream().filter(line::equals).count();
        }
    }
}
