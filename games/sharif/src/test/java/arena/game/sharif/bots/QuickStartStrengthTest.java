package arena.game.sharif.bots;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.SeatHub;
import arena.game.sharif.maps.MapLibrary;
import arena.game.sharif.match.SharifMatch;
import arena.game.sharif.rules.SharifMap;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The quick-start bot against idle: 100 seeded games over the nine original maps, sides alternating. */
class QuickStartStrengthTest {

    private static final Limits LIMITS = new Limits(Duration.ofSeconds(10), Duration.ofSeconds(10), Duration.ZERO, 64,
            8L << 20);

    @Test
    void quickStartBeatsIdleInAtLeast90Of100SeededGames() throws InterruptedException {
        List<SharifMap> maps = MapLibrary.load().maps();
        List<String> lost = new ArrayList<>();
        int wins = 0;
        for (int seed = 0; seed < 100; seed++) {
            SharifMap map = maps.get(seed % maps.size());
            int botTeam = seed % 2;
            SeatHub hub = new SeatHub(new MatchSetup("2v2", map.name(), seed, List.of("a", "b", "c", "d"), LIMITS,
                    Map.of()));
            for (int p = 0; p < 4; p++) {
                hub.add(p % 2 == botTeam ? new QuickStartBot(p, "quickstart", hub) : new IdleBot(p, "idle", hub));
            }
            int[] scores = new SharifMatch(hub, map, seed).play().game().scores();
            int bot = scores[botTeam] + scores[botTeam + 2];
            if (bot == 14) {
                wins++;
            } else {
                lost.add("seed " + seed + " on " + map.name() + " as team " + botTeam + ": " + bot + " points");
            }
        }
        assertThat(wins).as("games lost or drawn: %s", lost).isGreaterThanOrEqualTo(90);
    }
}
