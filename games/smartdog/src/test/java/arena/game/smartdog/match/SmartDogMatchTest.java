package arena.game.smartdog.match;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.ReasonCode;
import arena.game.api.SeatHub;
import arena.game.smartdog.SmartDogWords;
import arena.game.smartdog.maps.MapLibrary;
import arena.game.smartdog.maps.MapParser;
import arena.game.smartdog.maps.MapPart;
import arena.game.smartdog.maps.Tiling;
import arena.game.smartdog.replay.GameRecord;
import arena.game.smartdog.rules.SmartDogRules;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** The protocol vectors TV-P1 ... TV-P5 of spec §12 through a whole match, and what strategies can break. */
class SmartDogMatchTest {

    private static final Limits PATIENT = new Limits(Duration.ofSeconds(10), Duration.ofSeconds(300), Duration.ZERO, 64,
            8L << 20);
    private static final Limits SHORT = new Limits(Duration.ofMillis(1500), Duration.ofMillis(1500), Duration.ZERO, 64,
            8L << 20);
    private static final MapPart T24 = MapParser.parse("t24", """
            {"turnsLimit":2,"dogVisibilityR":2,"dogBarkingR":2,"sheepStandBy":9,"sheepScaryTurns":1,"dogScaryTurns":4}
            @....
            .*...
            .....
            """);

    private final List<ScriptedSeat> seats = new ArrayList<>();

    @Test
    void TVP1_completeDuetSession() throws InterruptedException {
        GameRecord record = play(T24, PATIENT, 300_000, hub -> List.of(
                new ScriptedSeat(0, "alice", hub, "join alice duet\n"),
                new ScriptedSeat(1, "bob", hub, "join bob duet\n").on(1, "do 3 bark\nend\n")));
        assertThat(seats.get(0).received()).containsExactly(
                "wait ",
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
        assertThat(seats.get(1).received()).containsExactly(
                "wait ",
                "start \"you\":2,\"rows\":3,\"cols\":10,\"players\":2,\"x1\":5,\"x2\":9,\"y1\":0,\"y2\":2,\"waitForTurn\":300000,"
                        + "\"dogVisibilityR\":2,\"dogBarkingR\":2,\"sheepStandBy\":9,\"sheepScaryTurns\":1,\"turnsLimit\":2,"
                        + "\"dogScaryTurns\":4,\"maxSheepsCount\":1,\"iniSheepsCount\":0",
                "landscape \"..........\",\"..........\",\"..........\"",
                "state  \"turn\":1",
                "obj  \"id\":3,\"type\":\"Dog\",\"x\":5,\"y\":0,\"owner\":2,\"action\":\"move\"",
                "obj  \"type\":\"Sheep\",\"x\":6,\"y\":1,\"action\":\"standBy\",\"direction\":\"down\"",
                "turn",
                "state  \"turn\":2",
                "obj  \"id\":3,\"type\":\"Dog\",\"x\":5,\"y\":0,\"owner\":2,\"action\":\"move\",\"voice\":\"barking\"",
                "obj  \"type\":\"Sheep\",\"x\":6,\"y\":2,\"action\":\"standBy\",\"direction\":\"down\"",
                "turn",
                "finished \"youWin\":false,\"winner\":1");
        assertThat(record.aborted()).isFalse();
        assertThat(record.winner()).isEqualTo(1);
        assertThat(record.players()).extracting(p -> p.verdict().ok()).containsExactly(true, true);
        assertThat(record.players()).extracting(p -> p.joinedAs()).containsExactly("alice", "bob");
    }

    @Test
    void TVP2_viewOrderingWithSeveralOwnDogs() throws InterruptedException {
        MapPart capture = MapLibrary.load().find("capture-the-sheep").orElseThrow();
        play(capture, PATIENT, 300_000, hub -> List.of(new ScriptedSeat(0, "solo", hub, "join solo solo\n")), 1);
        assertThat(seats.get(0).received().subList(1, 10)).containsExactly(
                "start \"you\":1,\"rows\":15,\"cols\":14,\"players\":1,\"x1\":0,\"x2\":13,\"y1\":0,\"y2\":14,"
                        + "\"waitForTurn\":300000,\"dogVisibilityR\":6,\"dogBarkingR\":2,\"sheepStandBy\":4,"
                        + "\"sheepScaryTurns\":2,\"turnsLimit\":1,\"dogScaryTurns\":6,\"maxSheepsCount\":1,\"iniSheepsCount\":0",
                "landscape \"###...........\",\"#11...........\",\"#11...........\"" + ",\"..............\"".repeat(12),
                "state  \"turn\":1",
                "obj  \"id\":3,\"type\":\"Dog\",\"x\":1,\"y\":3,\"owner\":1,\"action\":\"move\"",
                "obj  \"id\":4,\"type\":\"Dog\",\"x\":2,\"y\":3,\"owner\":1,\"action\":\"move\"",
                "obj  \"id\":1,\"type\":\"Dog\",\"x\":3,\"y\":1,\"owner\":1,\"action\":\"move\"",
                "obj  \"id\":2,\"type\":\"Dog\",\"x\":3,\"y\":2,\"owner\":1,\"action\":\"move\"",
                "obj  \"id\":5,\"type\":\"Dog\",\"x\":3,\"y\":3,\"owner\":1,\"action\":\"move\"",
                "obj  \"type\":\"Sheep\",\"x\":6,\"y\":7,\"action\":\"standBy\",\"direction\":\"down\"");
    }

    @Test
    void TVP3_warningsAndErrorsInsideATurn() throws InterruptedException {
        MapPart p3 = MapParser.parse("p3", """
                {"dogVisibilityR":4,"dogBarkingR":4,"sheepStandBy":9,"sheepScaryTurns":1,"dogScaryTurns":4,"turnsLimit":2}
                ..#..
                .^@*.
                .....
                .....
                """);
        play(p3, PATIENT, 300_000, hub -> List.of(new ScriptedSeat(0, "carol", hub, "join carol solo\n").on(1, """
                do 1 jump
                do
                bogus cmd here
                Do 1 bark

                do 1 move
                join carol solo
                do 1 move sideways
                do 2 move up
                do 1 move up
                do 1 move down
                do 1 move left
                do 1 bark
                do 1 bark
                end
                """)));
        assertThat(seats.get(0).received()).containsExactly(
                "wait ",
                "start \"you\":1,\"rows\":4,\"cols\":5,\"players\":1,\"x1\":0,\"x2\":4,\"y1\":0,\"y2\":3,\"waitForTurn\":300000,"
                        + "\"dogVisibilityR\":4,\"dogBarkingR\":4,\"sheepStandBy\":9,\"sheepScaryTurns\":1,\"turnsLimit\":2,"
                        + "\"dogScaryTurns\":4,\"maxSheepsCount\":1,\"iniSheepsCount\":0",
                "landscape \"..#..\",\".^...\",\".....\",\".....\"",
                "state  \"turn\":1",
                "obj  \"type\":\"Sheep\",\"x\":3,\"y\":1,\"action\":\"standBy\",\"direction\":\"down\"",
                "obj  \"id\":1,\"type\":\"Dog\",\"x\":2,\"y\":1,\"owner\":1,\"action\":\"move\"",
                "turn",
                "warning Unknown command - jump, only the following are allowed: move,bark",
                "warning Unknown command - undefined, only the following are allowed: move,bark",
                "error Unknown command: bogus(cmd here)",
                "error Unknown command: Do(1 bark)",
                "warning 1 Unexpected direction 'undefined', one of the following expected: up,down,left,right",
                "error Already joined",
                "warning 1 Unexpected direction 'sideways', one of the following expected: up,down,left,right",
                "warning 2 Unknown id",
                "warning 1 Cannot move to 2, 0 - there is a non traversable landscape or another object",
                "warning 1 Dog already moved this turn",
                "warning 1 Dog with already barked this turn",
                "state  \"turn\":2",
                "obj  \"type\":\"Sheep\",\"x\":3,\"y\":0,\"action\":\"standBy\",\"direction\":\"up\"",
                "obj  \"id\":1,\"type\":\"Dog\",\"x\":2,\"y\":2,\"owner\":1,\"action\":\"move\",\"voice\":\"barking\"",
                "turn",
                "finished \"youWin\":true,\"winner\":1");
    }

    @Test
    void TVP4_turnTimeoutAbortsTheGame() throws InterruptedException {
        MapPart duet = MapParser.parse("p4", "{\"turnsLimit\":4}\n@*.\n...\n");
        GameRecord record = play(duet, SHORT, 1500, hub -> List.of(
                new ScriptedSeat(0, "alice", hub, "join alice duet\n"),
                new ScriptedSeat(1, "bob", hub, "join bob duet\n").silentFrom(2)));
        assertThat(last(0)).isEqualTo("finished \"youWin\":false,\"error\":\"player.gone\"");
        assertThat(record.aborted()).isTrue();
        assertThat(record.turnsPlayed()).isEqualTo(2);
        assertThat(record.players().get(0).verdict().ok()).isTrue();
        assertThat(record.players().get(1).verdict().code()).isEqualTo(ReasonCode.TIME_LIMIT);
        assertThat(record.players().get(1).verdict().turn()).isEqualTo(2);
        assertThat(record.players().get(1).verdict().message()).startsWith("turn 2: no end after");
    }

    @Test
    void TVP5_disconnectDuringAGameAbortsIt() throws InterruptedException {
        MapPart duet = MapParser.parse("p5", "{\"turnsLimit\":4}\n@*.\n...\n");
        GameRecord record = play(duet, PATIENT, 300_000, hub -> List.of(
                new ScriptedSeat(0, "alice", hub, "join alice duet\n"),
                new ScriptedSeat(1, "bob", hub, "join bob duet\n").closesAfterTurnLine(2)));
        assertThat(last(0)).isEqualTo("finished \"youWin\":false,\"error\":\"player.gone\"");
        assertThat(last(1)).isEqualTo("turn");
        assertThat(record.aborted()).isTrue();
        assertThat(record.turnsPlayed()).isEqualTo(2);
        assertThat(record.players().get(1).verdict().code()).isEqualTo(ReasonCode.PROTOCOL_ERROR);
        assertThat(record.players().get(1).verdict().message()).isEqualTo("turn 2: connection closed");
        assertThat(OutcomeReport.places(record)).containsExactly(1, 2);
    }

    @Test
    void commandsAfterTheAbortAreNotApplied() throws InterruptedException {
        MapPart duet = MapParser.parse("p5", "{\"turnsLimit\":4}\n@*.\n...\n");
        // bob (seat 0 here) closes first; alice's move of turn 2 arrives after it and is not applied
        GameRecord record = play(duet, PATIENT, 300_000, hub -> List.of(
                new ScriptedSeat(0, "bob", hub, "join bob duet\n").closesAfterTurnLine(2),
                new ScriptedSeat(1, "alice", hub, "join alice duet\n").on(2, "do 3 move down\nend\n")));
        assertThat(record.inputs().get(1)).isEmpty();
        assertThat(record.players().get(1).verdict().ok()).isTrue();
    }

    @Test
    void aStrategyThatNeverJoinsIsTimedOutAtStartUp_andNobodyPlays() throws InterruptedException {
        GameRecord record = play(T24, SHORT, 1500, hub -> List.of(
                new ScriptedSeat(0, "alice", hub, "join alice duet\n"),
                new ScriptedSeat(1, "mute", hub, "hello\ndo 1 bark\n")));
        assertThat(seats.get(1).received()).containsExactly("error Unknown command: hello()", "error Not in a game");
        assertThat(record.players().get(1).verdict().code()).isEqualTo(ReasonCode.TIME_LIMIT);
        assertThat(record.players().get(1).verdict().message()).startsWith("start-up: no join after");
        assertThat(record.turnsPlayed()).isZero();
        assertThat(seats.get(0).received()).containsExactly("wait ", "finished \"youWin\":false,\"error\":\"player.gone\"");
        assertThat(OutcomeReport.places(record)).containsExactly(1, 2);
    }

    @Test
    void aLineLongerThan64KiBIsAProtocolError() throws InterruptedException {
        GameRecord record = play(T24, PATIENT, 300_000, hub -> List.of(
                new ScriptedSeat(0, "alice", hub, "join alice duet\n"),
                new ScriptedSeat(1, "long", hub, "join long duet\n").on(1, "do " + "1".repeat(70_000) + " bark\nend\n")));
        assertThat(last(1)).isEqualTo("error Line too long");
        assertThat(record.players().get(1).verdict().code()).isEqualTo(ReasonCode.PROTOCOL_ERROR);
        assertThat(record.players().get(1).verdict().message()).isEqualTo("turn 1: a line longer than 65536 bytes");
        assertThat(record.aborted()).isTrue();
    }

    @Test
    void aLineTooLongIsSaidInTheReadersLanguage() throws InterruptedException {
        GameRecord record = play(T24, PATIENT, 300_000, hub -> List.of(
                new ScriptedSeat(0, "alice", hub, "join alice duet\n"),
                new ScriptedSeat(1, "long", hub, "join long duet\n").on(1, "do " + "1".repeat(70_000) + " bark\nend\n")));
        var evidence = record.players().get(1).verdict().phrase();
        assertThat(SmartDogWords.WORDS.text(evidence, Locale.forLanguageTag("ru")))
                .contains("ход 1: строка длиннее 65536 байт");
        assertThat(SmartDogWords.WORDS.text(evidence, Locale.forLanguageTag("fa")))
                .contains("نوبت ۱: خطی بلندتر از ۶۵۵۳۶ بایت");
    }

    @Test
    void aSecondEndInATurnIsIgnored() throws InterruptedException {
        GameRecord record = play(T24, PATIENT, 300_000, hub -> List.of(
                new ScriptedSeat(0, "alice", hub, "join alice duet\n").on(1, "end\nend\n"),
                new ScriptedSeat(1, "bob", hub, "join bob duet\n").on(1, "do 3 move down\nend\n")));
        assertThat(record.aborted()).isFalse();
        assertThat(record.inputs().get(0)).extracting(i -> i.line()).contains("do 3 move down");
        assertThat(record.inputs().get(0)).filteredOn(i -> i.player() == 1).extracting(i -> i.line())
                .containsExactly("end");
        assertThat(record.players().get(0).ignored()).isZero();
    }

    /** §9.6: {@code do} is processed even after the player's own {@code end}, as long as the turn is open. */
    @Test
    void S96_doAfterTheOwnEndIsAppliedWhileTheTurnIsOpen() throws InterruptedException {
        GameRecord record = play(T24, PATIENT, 300_000, hub -> List.of(
                new ScriptedSeat(0, "alice", hub, "join alice duet\n").on(1, "end\ndo 1 move right\n"),
                new ScriptedSeat(1, "bob", hub, "join bob duet\n")));
        assertThat(seats.get(0).received()).containsSubsequence("state  \"turn\":2",
                "obj  \"id\":1,\"type\":\"Dog\",\"x\":1,\"y\":0,\"owner\":1,\"action\":\"move\"");
        assertThat(record.inputs().get(0)).extracting(i -> i.player() + ": " + i.line())
                .containsExactly("1: end", "1: do 1 move right", "2: end");
        assertThat(record.players().get(0).ignored()).isZero();
    }

    /** §9.6 and D23: lines after the last {@code end} of a turn belong to the next turn. */
    @Test
    void S96_linesAfterTheLastEndBelongToTheNextTurn() throws InterruptedException {
        GameRecord record = play(T24, PATIENT, 300_000, hub -> List.of(
                new ScriptedSeat(0, "alice", hub, "join alice duet\n"),
                new ScriptedSeat(1, "bob", hub, "join bob duet\n").on(1, "end\ndo 3 move right\n")
                        .on(2, "do 3 move right\nend\n")));
        assertThat(record.inputs().get(1)).extracting(i -> i.player() + ": " + i.line())
                .containsExactly("2: do 3 move right", "1: end", "2: do 3 move right", "2: end");
        assertThat(seats.get(1).received()).contains("warning 3 Dog already moved this turn");
    }

    private GameRecord play(MapPart map, Limits limits, int waitForTurn, Function<SeatHub, List<ScriptedSeat>> make)
            throws InterruptedException {
        return play(map, limits, waitForTurn, make, null);
    }

    private GameRecord play(MapPart map, Limits limits, int waitForTurn, Function<SeatHub, List<ScriptedSeat>> make,
            Integer turnsLimit) throws InterruptedException {
        List<String> names = new ArrayList<>();
        SeatHub hub = new SeatHub(new MatchSetup("duet", map.name(), 1, List.of("a", "b", "c", "d"), limits, Map.of()));
        seats.addAll(make.apply(hub));
        seats.forEach(hub::add);
        seats.forEach(seat -> names.add(seat.name()));
        SmartDogRules rules = map.rules(SmartDogRules.HUB_DEFAULTS).withWaitForTurn(waitForTurn);
        if (turnsLimit != null) {
            rules = rules.withTurnsLimit(turnsLimit);
        }
        return new SmartDogMatch(hub, map.name(), Tiling.build(map, seats.size()), rules, 1,
                java.util.stream.IntStream.range(0, seats.size()).boxed().toList()).play();
    }

    private String last(int seat) {
        List<String> received = seats.get(seat).received();
        return received.get(received.size() - 1);
    }
}
