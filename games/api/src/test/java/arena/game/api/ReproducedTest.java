package arena.game.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

class ReproducedTest {

    private static JsonNode json(String text) {
        return ReplayWriter.read(text.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void statesWrittenAsTheReplayWritesThemAreIdentical() {
        JsonNode recorded = json("[{\"t\":0,\"hp\":[5,3]},{\"t\":1,\"hp\":[4,3]}]");
        List<Object> again = List.of(Map.of("t", 0L, "hp", List.of(5, 3)), Map.of("t", 1, "hp", new long[] {4, 3}));

        Reproduced result = Reproduced.compare(1, recorded, again, index -> index);

        assertThat(result.identical()).as(result.detail()).isTrue();
        assertThat(result.turns()).isEqualTo(1);
    }

    @Test
    void theFirstDifferentStateGivesItsTurnAndBothStates() {
        JsonNode recorded = json("[{\"t\":0},{\"t\":1,\"hp\":4},{\"t\":2,\"hp\":1}]");
        List<Object> again = List.of(Map.of("t", 0), Map.of("t", 1, "hp", 3), Map.of("t", 2, "hp", 2));

        Reproduced result = Reproduced.compare(2, recorded, again, index -> 100 + index);

        assertThat(result.differsAt()).isEqualTo(101);
        assertThat(result.detail()).startsWith("recorded {\"t\":1,\"hp\":4}, played again {").contains("\"hp\":3");
    }

    @Test
    void aGameThatEndsSoonerOrLaterDiffersWhereOneHasNoState() {
        JsonNode recorded = json("[1,2,3]");

        assertThat(Reproduced.compare(2, recorded, List.of(1, 2), index -> index).differsAt()).isEqualTo(2);
        assertThat(Reproduced.compare(2, recorded, List.of(1, 2), index -> index).detail()).contains("ends before");
        assertThat(Reproduced.compare(2, recorded, List.of(1, 2, 3, 4), index -> index).differsAt()).isEqualTo(3);
    }

    @Test
    void aReplayWithoutStatesIsRefused() {
        assertThatThrownBy(() -> Reproduced.compare(0, json("{}").path("frames"), List.of(), index -> index))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no states");
    }
}
