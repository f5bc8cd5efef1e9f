package arena.game.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class MapResourcesTest {

    private final ClassLoader loader = MapResourcesTest.class.getClassLoader();

    @Test
    void aShippedFileIsReadAsUtf8Text() {
        assertThat(MapResources.text(loader, "META-INF/resources/games/frames.js"))
                .startsWith("// Frames that carry the turn they show");
    }

    @Test
    void aMissingFileIsABuildErrorNamingIt() {
        assertThatThrownBy(() -> MapResources.text(loader, "arena/game/nowhere/maps/index.txt"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("missing map resource arena/game/nowhere/maps/index.txt");
    }
}
