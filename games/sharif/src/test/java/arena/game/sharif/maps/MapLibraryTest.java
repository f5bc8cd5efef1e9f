package arena.game.sharif.maps;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.sharif.rules.Lane;
import arena.game.sharif.rules.Lanes;
import arena.game.sharif.rules.Path;
import arena.game.sharif.rules.SharifMap;
import arena.game.sharif.rules.SpellType;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every original map loads and matches the facts of spec §13. */
class MapLibraryTest {

    private static final MapLibrary LIBRARY = MapLibrary.load();

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
            "1_v1.1.2; 20; 20; 0:16 1:16 2:31 3:31 4:31; 10; 100",
            "2_v1.1.2; 40; 20; 0:47 1:47 2:14 3:14; 10; 100",
            "3_v1.1.2; 20; 10; 0:16 1:16 2:14 4:14; 10; 100",
            "map4; 20; 20; 0:24 1:24 2:40 3:40 4:39 5:39; 20; 180",
            "map6; 40; 20; 0:16 1:16 2:62 3:62 4:61 5:61; 20; 180",
            "map7; 40; 20; 0:16 1:16 2:71 3:71 4:72 5:72; 20; 180",
            "final1; 40; 20; 0:9 1:9 2:20 3:42 4:42 5:48 6:48 7:32 8:32; 20; 180",
            "final2; 20; 20; 0:16 1:16 2:17 3:16 4:16 5:15 6:17 7:16 8:16 9:15; 20; 180",
            "final3; 20; 20; 0:14 1:14 2:16 3:25 4:25 5:20; 20; 180"})
    void originalMapLoads(String id, int rows, int cols, String paths, int maxAP, int maxTurns) {
        SharifMap map = LIBRARY.find(id).orElseThrow();
        assertThat(map.rows()).isEqualTo(rows);
        assertThat(map.cols()).isEqualTo(cols);
        assertThat(map.paths().stream().map(p -> p.id() + ":" + p.cells().size()).collect(Collectors.joining(" ")))
                .isEqualTo(paths);
        assertThat(map.rules().maxAP()).isEqualTo(maxAP);
        assertThat(map.rules().maxTurns()).isEqualTo(maxTurns);
        assertThat(map.kings()).extracting(k -> k.playerId()).containsExactly(0, 1, 2, 3);
        assertThat(map.kings()).allSatisfy(k -> {
            assertThat(k.hp()).isEqualTo(90);
            assertThat(k.attack()).isEqualTo(10);
            assertThat(k.range()).isEqualTo(6);
        });
        assertThat(map.spells()).hasSize(6);
        assertThat(map.baseUnits()).hasSize(9);
    }

    @Test
    void teleportNullsReadAsZero() {
        for (SharifMap map : LIBRARY.maps()) {
            assertThat(map.spells()).filteredOn(s -> s.type() == SpellType.TELE)
                    .allSatisfy(s -> assertThat(s.range()).isZero());
        }
    }

    /** Spec §13: both friend paths of every original map are equally long, and lanes end on friend kings. */
    @Test
    void everyEnemyPathHasALaneFromFriendToFriend() {
        for (SharifMap map : LIBRARY.maps()) {
            Lanes lanes = Lanes.of(map);
            List<Path> enemyPaths = map.paths().stream().filter(p -> lanes.enemy(p.id()).isPresent()).toList();
            assertThat(enemyPaths).as(map.name()).hasSize(map.paths().size() - 2);
            for (Lane lane : lanes.all()) {
                for (int player = 0; player < 4; player++) {
                    assertThat(lane.cells().get(lane.kingIndex(player))).isEqualTo(map.king(player).center());
                    assertThat(lane.cell(player % 2, lane.spawnStep(player))).isEqualTo(map.king(player).center());
                }
            }
        }
    }

    @Test
    void finalMapsCarryTheFinalUnitTable() {
        SharifMap map = LIBRARY.find("final2").orElseThrow();
        assertThat(map.baseUnits()).extracting(u -> u.baseRange() + "/" + u.baseAttack() + "/" + u.maxHP() + "/" + u.ap())
                .containsExactly("3/15/16/5", "4/5/25/4", "3/10/15/4", "1/15/25/5", "1/10/55/6", "1/5/27/3",
                        "4/5/15/3", "2/10/25/5", "2/20/20/6");
    }
}
