package arena.game.bomber.bots;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Outcome;
import arena.game.bomber.BomberEngine;
import arena.testing.Matches;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class QuickStartBotTest {

    private static final BomberEngine ENGINE = new BomberEngine();

    @Test
    void quickStartBeatsRandomInAtLeast90Of100SeededGames() throws InterruptedException {
        int wins = 0;
        List<String> losses = new ArrayList<>();
        for (long seed = 1; seed <= 100; seed++) {
            boolean quickFirst = seed % 2 == 0;
            Outcome outcome = quickFirst
                    ? Matches.play(ENGINE, "2p", null, seed, Map.of(), "quickstart", "random")
                    : Matches.play(ENGINE, "2p", null, seed, Map.of(), "random", "quickstart");
            int quick = quickFirst ? 0 : 1;
            if (outcome.result(quick).place() < outcome.result(1 - quick).place()) {
                wins++;
            } else {
                losses.add("seed " + seed + ": " + outcome.summary() + " quick=" + outcome.result(quick).details()
                        + " random=" + outcome.result(1 - quick).details());
            }
        }
        assertThat(wins).as("games won by quickstart; lost or tied: %s", losses).isGreaterThanOrEqualTo(90);
    }
}
