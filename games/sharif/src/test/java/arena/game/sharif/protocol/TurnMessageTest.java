package arena.game.sharif.protocol;

import static arena.game.sharif.rules.Script.put;
import static arena.game.sharif.rules.Script.teleport;
import static org.assertj.core.api.Assertions.assertThat;

import arena.game.sharif.rules.Game;
import arena.game.sharif.rules.Script;
import arena.game.sharif.rules.T1;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** {@code turn} and {@code shutdown} of spec §12.5, against the example of §12.6. */
class TurnMessageTest {

    /** The state of §12.6: T1 with only a teleport, state 4, recipient 0 (TV-16's game). */
    private static Script example() {
        return Script.on(T1.only(T1.TELE)).at(1, 0, put(0, 2)).at(1, 3, put(1, 2))
                .at(2, 0, teleport(0, 11, 8, 37, 3)).at(2, 3, teleport(0, 10, 2, 38, 2))
                .at(3, 0, teleport(0, 10, 8, 37, 3));
    }

    @Test
    void exampleOfTheSpec() {
        Script s = example();
        Game g = s.runTo(4);
        JsonNode message = InitMessageTest.decode(TurnMessage.turn(g, 0));
        assertThat(message.get("type").stringValue()).isEqualTo("turn");
        assertThat(message.has("turn")).isFalse();
        JsonNode info = message.get("info");
        assertThat(InitMessageTest.names(info)).containsExactly("currTurn", "deck", "hand", "kings", "units",
                "diedUnits", "castSpells", "receivedSpell", "friendReceivedSpell", "mySpells", "friendSpells",
                "gotRangeUpgrade", "gotDamageUpgrade", "availableRangeUpgrades", "availableDamageUpgrades",
                "rangeUpgradedUnit", "damageUpgradedUnit", "remainingAP");
        assertThat(info.get("currTurn").intValue()).isEqualTo(4);
        assertThat(info.get("deck").get(0).intValue()).isZero();
        assertThat(info.get("kings").toString()).isEqualTo("[{\"playerId\":0,\"isAlive\":true,\"hp\":90,\"target\":38},"
                + "{\"playerId\":1,\"isAlive\":true,\"hp\":90,\"target\":-1},"
                + "{\"playerId\":2,\"isAlive\":true,\"hp\":90,\"target\":-1},"
                + "{\"playerId\":3,\"isAlive\":true,\"hp\":90,\"target\":-1}]");
        assertThat(info.get("units").get(0).toString()).isEqualTo("{\"unitId\":37,\"playerId\":0,\"typeId\":0,"
                + "\"pathId\":3,\"cell\":{\"row\":11,\"col\":8},\"hp\":15,\"damageLevel\":0,\"rangeLevel\":0,"
                + "\"isDuplicate\":false,\"isHasted\":false,\"affectedSpells\":[],\"range\":4,\"attack\":15,"
                + "\"wasPlayedThisTurn\":false,\"wasRangeUpgraded\":false,\"wasDamageUpgraded\":false,\"target\":-1}");
        JsonNode enemy = info.get("units").get(1);
        assertThat(enemy.get("unitId").intValue()).isEqualTo(38);
        assertThat(enemy.get("pathId").intValue()).isEqualTo(-1);
        assertThat(enemy.get("cell").toString()).isEqualTo("{\"row\":8,\"col\":2}");
        assertThat(info.get("diedUnits").toString()).isEqualTo("[]");
        assertThat(info.get("castSpells").toString()).isEqualTo("[{\"typeId\":0,\"id\":3,\"casterId\":0,"
                + "\"cell\":{\"row\":10,\"col\":8},\"unitId\":37,\"pathId\":3,\"remainingTurns\":0,"
                + "\"wasCastThisTurn\":true,\"affectedUnits\":[37]}]");
        assertThat(info.get("receivedSpell").intValue()).isZero();
        assertThat(info.get("friendReceivedSpell").intValue()).isZero();
        assertThat(info.get("mySpells").toString()).isEqualTo("[0]");
        assertThat(info.get("friendSpells").toString()).isEqualTo("[0,0]");
        assertThat(info.get("remainingAP").intValue()).isEqualTo(15);
        assertThat(info.get("rangeUpgradedUnit").intValue()).isZero();
    }

    @Test
    void shutdownCarriesTheFinalStateAndScores() {
        Script s = Script.on(T1.map()).at(1, 0, put(0, 2));
        Game g = s.runTo(30);
        JsonNode message = InitMessageTest.decode(TurnMessage.shutdown(g, 1));
        assertThat(message.get("type").stringValue()).isEqualTo("shutdown");
        assertThat(message.get("info").get("turnMessage").get("currTurn").intValue()).isEqualTo(30);
        assertThat(message.get("info").get("scores").toString()).isEqualTo("[{\"playerId\":0,\"score\":7},"
                + "{\"playerId\":1,\"score\":4},{\"playerId\":2,\"score\":7},{\"playerId\":3,\"score\":2}]");
    }
}
