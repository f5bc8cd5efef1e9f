package arena.game.api;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class BoundsTest {

    private final Bounds bounds = new Bounds(300, 64, 1024,
            List.of(new Bounds.Setting("gameTicksMax", 1, 1000, "ticks a game lasts at most")));

    @Test
    void aValueOutsideItsRangeIsRefusedWithTheRange() {
        Bounds.Setting ticks = bounds.setting("gameTicksMax").orElseThrow();
        assertThatCode(() -> ticks.check(1000)).doesNotThrowAnyException();
        assertThatThrownBy(() -> ticks.check(50_000)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("gameTicksMax must be between 1 and 1000, not 50000");
        assertThatThrownBy(() -> ticks.check(0)).hasMessageContaining("between 1 and 1000");
    }

    @Test
    void namesAreBoundedByTheGameAndThePlatform() {
        assertThatCode(() -> bounds.checkName("a".repeat(64))).doesNotThrowAnyException();
        assertThatThrownBy(() -> bounds.checkName("a".repeat(65))).hasMessageContaining("has 65 characters; at most 64");
        assertThatThrownBy(() -> bounds.checkName("bell\u0007")).hasMessageContaining("control characters");
        assertThatThrownBy(() -> new Bounds(1, Bounds.NAME_CHARS + 1, 0, List.of()))
                .hasMessageContaining("names are 1 to 64 characters");
    }
}
