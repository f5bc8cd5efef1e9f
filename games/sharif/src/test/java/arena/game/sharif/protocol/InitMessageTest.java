package arena.game.sharif.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.sharif.maps.MapLibrary;
import arena.game.sharif.rules.SharifMap;
import arena.game.sharif.rules.T1;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** {@code init} of spec §12.5. */
class InitMessageTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    static JsonNode decode(byte[] framed) {
        assertThat(framed[framed.length - 1]).isZero();
        String text = new String(framed, 0, framed.length - 1, StandardCharsets.UTF_8);
        assertThat(text).doesNotContain("\u0000");
        return JSON.readTree(text);
    }

    @Test
    void TV23_initMessagePerRecipient() {
        SharifMap map = T1.map();
        int[][] orders = {{0, 2, 1, 3}, {1, 3, 0, 2}, {2, 0, 1, 3}, {3, 1, 0, 2}};
        for (int p = 0; p < 4; p++) {
            JsonNode message = decode(InitMessage.write(map, p));
            assertThat(message.has("turn")).isFalse();
            assertThat(message.get("type").stringValue()).isEqualTo("init");
            JsonNode info = message.get("info");
            List<Integer> kings = StreamSupport.stream(info.get("map").get("kings").spliterator(), false)
                    .map(k -> k.get("playerId").intValue()).toList();
            assertThat(kings).containsExactlyElementsOf(Arrays.stream(orders[p]).boxed().toList());
            assertThat(info.get("map").get("paths")).extracting(path -> path.get("id").intValue())
                    .containsExactly(0, 1, 2, 3);
            JsonNode tele = info.get("spells").get(3);
            assertThat(tele.get("type").stringValue()).isEqualTo("TELE");
            assertThat(tele.get("range").isInt()).isTrue();
            assertThat(tele.get("range").intValue()).isZero();
            assertThat(tele.get("power").intValue()).isZero();
        }
    }

    @Test
    void everyFieldOfTheSpecIsThere() {
        JsonNode info = decode(InitMessage.write(T1.map(), 0)).get("info");
        assertThat(names(info.get("gameConstants"))).containsExactly("maxAP", "maxTurns", "turnTimeout",
                "pickTimeout", "turnsToUpgrade", "turnsToSpell", "damageUpgradeAddition", "rangeUpgradeAddition",
                "deckSize", "handSize", "apAddition");
        assertThat(names(info.get("map").get("kings").get(0))).containsExactly("playerId", "center", "hp", "attack",
                "range");
        assertThat(names(info.get("baseUnits").get(0))).containsExactly("typeId", "maxHP", "baseAttack", "baseRange",
                "target", "isFlying", "isMultiple", "ap");
        assertThat(names(info.get("spells").get(0))).containsExactly("type", "typeId", "priority", "duration", "range",
                "target", "power");
        assertThat(info.get("baseUnits")).extracting(u -> u.get("typeId").intValue())
                .containsExactly(0, 1, 2, 3, 4, 5, 6, 7, 8);
    }

    @Test
    void originalMapsFitTheCppClientsBuffer() {
        for (SharifMap map : MapLibrary.load().maps()) {
            assertThat(InitMessage.write(map, 0).length).as(map.name()).isLessThan(600_000);
        }
    }

    static List<String> names(JsonNode node) {
        return node.propertyNames().stream().toList();
    }
}
