package arena.game.sharif.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.sharif.rules.Cell;
import arena.game.sharif.rules.Command;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Client messages of spec §12.4 and the NUL framing of §12.1. */
class ClientMessageTest {

    @Test
    void tokenMessage() {
        ClientMessage message = ClientMessage.read(
                "{\"type\":\"token\",\"info\":{\"token\":\"00000000000000000000000000000000\"},\"turn\":0}").orElseThrow();
        assertThat(message.token()).contains("00000000000000000000000000000000");
    }

    @Test
    void pickKeepsIntegersAndReadsNullAsEmpty() {
        assertThat(ClientMessage.read("{\"type\":\"pick\",\"info\":{\"units\":[8,8,-1,12,7]},\"turn\":0}")
                .orElseThrow().pickedUnits()).containsExactly(8, 8, -1, 12, 7);
        assertThat(ClientMessage.read("{\"type\":\"pick\",\"info\":{\"units\":null},\"turn\":0}").orElseThrow()
                .pickedUnits()).isEmpty();
        assertThat(ClientMessage.read("{\"type\":\"pick\",\"turn\":0}").orElseThrow().pickedUnits()).isEmpty();
    }

    @Test
    void commandsWithTheirTurn() {
        ClientMessage put = ClientMessage.read("{\"type\":\"putUnit\",\"info\":{\"typeId\":1,\"pathId\":2},\"turn\":3}")
                .orElseThrow();
        assertThat(put.turn()).isEqualTo(3);
        assertThat(put.command()).contains(new Command.PutUnit(1, 2));
        assertThat(ClientMessage.read("{\"type\":\"castSpell\",\"info\":{\"typeId\":0,\"cell\":{\"row\":17,\"col\":2}},"
                + "\"turn\":2}").orElseThrow().command()).contains(new Command.CastSpell(0, new Cell(17, 2), 0, 0));
        assertThat(ClientMessage.read("{\"type\":\"castSpell\",\"info\":{\"typeId\":0,\"cell\":{\"row\":3,\"col\":3},"
                + "\"unitId\":-1,\"pathId\":-1},\"turn\":2}").orElseThrow().command())
                .contains(new Command.CastSpell(0, new Cell(3, 3), -1, -1));
        assertThat(ClientMessage.read("{\"type\":\"damageUpgrade\",\"info\":{\"unitId\":37},\"turn\":3}").orElseThrow()
                .command()).contains(new Command.Upgrade(Command.UpgradeKind.DAMAGE, 37));
        assertThat(ClientMessage.read("{\"type\":\"rangeUpgrade\",\"info\":{\"unitId\":37,\"playerId\":3},\"turn\":3}")
                .orElseThrow().command()).contains(new Command.Upgrade(Command.UpgradeKind.RANGE, 37));
        assertThat(ClientMessage.read("{\"type\":\"endTurn\",\"info\":{},\"turn\":3}").orElseThrow().command()).isEmpty();
    }

    @Test
    void brokenCommandsAreDroppedOneByOne() {
        assertThat(ClientMessage.read("{\"type\":\"bogus\"}").orElseThrow().command()).isEmpty();
        assertThat(ClientMessage.read("{\"type\":\"putUnit\",\"info\":{\"typeId\":\"x\",\"pathId\":2}}").orElseThrow()
                .command()).isEmpty();
        assertThat(ClientMessage.read("{\"type\":\"putUnit\",\"info\":{\"typeId\":1}}").orElseThrow().turn()).isZero();
        assertThat(ClientMessage.read("not json")).isEmpty();
        assertThat(ClientMessage.read("[1,2]")).isEmpty();
    }

    @Test
    void nulFramingSplitsAndJoinsChunks() {
        NulFraming framing = new NulFraming(16);
        assertThat(framing.feed("{\"a\":1}\u0000{\"b\"".getBytes(StandardCharsets.UTF_8))).containsExactly("{\"a\":1}");
        assertThat(framing.feed(":2}\u0000".getBytes(StandardCharsets.UTF_8))).containsExactly("{\"b\":2}");
        assertThat(framing.feed("{\"too\":\"long for sixteen\"}\u0000{}\u0000".getBytes(StandardCharsets.UTF_8)))
                .containsExactly("{}");
        assertThat(framing.dropped()).isEqualTo(1);
    }
}
