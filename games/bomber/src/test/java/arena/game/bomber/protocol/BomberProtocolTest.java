package arena.game.bomber.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.bomber.BomberEngine;
import arena.game.bomber.maps.MapParser;
import arena.game.bomber.rules.Action;
import arena.game.bomber.rules.Board;
import arena.game.bomber.rules.BomberRules;
import arena.game.bomber.rules.Tick;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class BomberProtocolTest {

    /** Spec §12.4: the state after tick 1 of BV-02, as sent to player 2. */
    @Test
    void tickRequestIsTheSpecsExampleByteForByte() {
        Board board = Board.start(MapParser.parse("bv02", ".....\n.1...\n....2"), BomberRules.DEFAULTS,
                List.of("alice", "bob"));
        Tick.apply(board, BomberRules.DEFAULTS, Map.of(1, Action.BOMB), List.of(1, 2));

        String line = BomberProtocol.tick(1, 2, BomberProtocol.write(BoardJson.write(board)));

        assertThat(line).isEqualTo("{\"type\":\"tick\",\"tick\":1,\"playerId\":2,\"board\":{"
                + "\"tick\":1,\"width\":5,\"height\":3,"
                + "\"cells\":[\".....\",\".....\",\".....\"],"
                + "\"players\":["
                + "{\"id\":1,\"name\":\"alice\",\"x\":1,\"y\":1,\"health\":1,\"points\":0,\"bombsCount\":0,\"bangRadius\":1,"
                + "\"action\":\"BOMB\",\"crashed\":false},"
                + "{\"id\":2,\"name\":\"bob\",\"x\":4,\"y\":2,\"health\":1,\"points\":0,\"bombsCount\":1,\"bangRadius\":1,"
                + "\"action\":\"WAIT\",\"crashed\":false}],"
                + "\"bombs\":[{\"x\":1,\"y\":1,\"owner\":1,\"bangRadius\":1,\"liveTime\":3}],"
                + "\"bonuses\":[],"
                + "\"lavas\":[]}}\n");
    }

    /** Spec §12.3. */
    @Test
    void initIsTheSpecsExample() {
        assertThat(BomberProtocol.init(2, 15, 15, BomberRules.DEFAULTS, BomberEngine.LIMITS)).isEqualTo(
                "{\"type\":\"init\",\"protocol\":1,\"game\":\"bomber\",\"playerId\":2,\"width\":15,\"height\":15,"
                        + "\"config\":{\"gameTicksMax\":300,\"bangStartRadius\":1,\"playerBombsCountStart\":1,"
                        + "\"lavaLivetime\":2,\"bombLiveTime\":3,\"playerKillPoints\":20,\"playerSurvivePoints\":20,"
                        + "\"playerCellDestroyPoints\":1,\"playerWinPoints\":40,\"playerBonusFindPoints\":4,"
                        + "\"chainReactions\":true,\"answerTimeLimitMs\":1000,\"memoryLimitMb\":64}}\n");
    }

    /** Spec §12.5. */
    @Test
    void endIsTheSpecsExample() {
        assertThat(BomberProtocol.end("DEAD", 4, 0)).isEqualTo("{\"type\":\"end\",\"reason\":\"DEAD\",\"tick\":4,\"points\":0}\n");
    }

    @Test
    void boardsSurviveTheWireFormat() {
        Board board = Board.start(MapParser.parse("m", "1R+a.\n.#..2\n....."), BomberRules.DEFAULTS,
                List.of("alice", "bob"));
        Tick.apply(board, BomberRules.DEFAULTS, Map.of(1, Action.BOMB), List.of(1, 2));

        String once = BomberProtocol.write(BoardJson.write(board));
        String twice = BomberProtocol.write(BoardJson.write(BoardJson.read(BomberProtocol.readObject(once))));

        assertThat(twice).isEqualTo(once).doesNotContain("\"a\"").contains("\"RADIUS\"");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "valid             | {\"type\":\"action\",\"tick\":5,\"action\":\"UP\"}                       | UP   | ",
        "unknown fields    | {\"tick\":5,\"x\":[1],\"type\":\"action\",\"action\":\"BOMB\",\"error\":null} | BOMB | ",
        "not JSON          | UP                                                                 | WAIT | not a JSON object",
        "not an object     | [1,2]                                                              | WAIT | not a JSON object",
        "wrong type        | {\"type\":\"ready\",\"tick\":5,\"action\":\"UP\"}                        | WAIT | type must be",
        "tick missing      | {\"type\":\"action\",\"action\":\"UP\"}                                 | WAIT | tick missing",
        "tick not integer  | {\"type\":\"action\",\"tick\":\"5\",\"action\":\"UP\"}                     | WAIT | tick missing",
        "wrong tick        | {\"type\":\"action\",\"tick\":4,\"action\":\"UP\"}                       | WAIT | tick 4 answers no request",
        "no action         | {\"type\":\"action\",\"tick\":5}                                       | WAIT | no action",
        "lower case action | {\"type\":\"action\",\"tick\":5,\"action\":\"up\"}                       | WAIT | unknown action",
        "error reported    | {\"type\":\"action\",\"tick\":5,\"action\":\"UP\",\"error\":\"boom\"}      | WAIT | reported an error: boom",
    })
    void answersAreCheckedAgainstTheRequest(String name, String line, Action expected, String why) {
        Answer answer = BomberProtocol.answer(line, 5);

        assertThat(answer.action()).isEqualTo(expected);
        if (why == null) {
            assertThat(answer.isValid()).isTrue();
        } else {
            assertThat(answer.invalid()).contains(why);
        }
    }

    @Test
    void longDebugTextIsCutNotRejected() {
        Answer answer = BomberProtocol.answer(
                "{\"type\":\"action\",\"tick\":1,\"action\":\"LEFT\",\"debug\":\"" + "d".repeat(300) + "\"}", 1);

        assertThat(answer.isValid()).isTrue();
        assertThat(answer.debug()).hasSize(256);
    }

    @Test
    void readyIsTheOnlyAcceptableFirstLine() {
        assertThat(BomberProtocol.checkReady("{\"type\":\"ready\",\"name\":\"x\"}")).isNull();
        assertThat(BomberProtocol.checkReady("{\"type\":\"action\"}").text()).contains("must be {\"type\":\"ready\"}");
        assertThat(BomberProtocol.checkReady("ready").text()).contains("not a JSON object");
    }
}
