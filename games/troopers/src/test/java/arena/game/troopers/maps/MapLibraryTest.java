package arena.game.troopers.maps;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.troopers.rules.BattleMap;
import arena.game.troopers.rules.Reachability;
import java.util.HashSet;
import org.junit.jupiter.api.Test;

/** The shipped pool: at least eight named, valid maps, including the original names (§1.4). */
class MapLibraryTest {

    @Test
    void thePoolHoldsTheOriginalNamesAndAtLeastEightMaps() {
        MapLibrary library = MapLibrary.load();
        assertThat(library.maps()).hasSizeGreaterThanOrEqualTo(8);
        assertThat(library.maps().stream().map(BattleMap::id)).contains("default", "empty", "cheeser", "fefer",
                "map01", "map02", "map03", "map04", "map05", "map06");
        assertThat(new HashSet<>(library.maps().stream().map(BattleMap::name).toList())).hasSize(library.maps().size());
    }

    @Test
    void aMatrixIsComputedOncePerMap() {
        MapLibrary library = MapLibrary.load();
        BattleMap map = library.find("default").orElseThrow();
        Reachability first = library.reachability(map);
        assertThat(library.reachability(map)).isSameAs(first);
    }
}
