package arena.game.troopers.bots;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.SeatHub;
import arena.game.troopers.TroopersEngine;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The smart bot against quick-start in 100 seeded 4x3 games, two squads each, seats alternating: issue 11 asks for
 * 90 wins of 100. The bot wins 94 of seeds 1-100 (its weights were first tuned on them), 96 of seeds 101-200, 97
 * of 1001-1100 and 96 of 5001-5100; 93.9 % of 2,000 seeded games in all (95.0 % of seeds 7001-7400, never tuned
 * on), so single sets of 100 still scatter by a few games (docs/benchmarks.md, section 4). An IT: the 100 games
 * cost about 25 s of CPU (the reachability matrices of the ten maps included), two minutes on a loaded machine.
 */
class SmartBotIT {

    private static final TroopersEngine ENGINE = new TroopersEngine();
    private static final Limits GENEROUS = TroopersEngine.LIMITS.withTimes(Duration.ofSeconds(10),
            Duration.ofSeconds(10), Duration.ZERO);

    static Outcome game(long seed, String... bots) throws InterruptedException {
        List<String> names = java.util.stream.IntStream.range(0, bots.length).mapToObj(i -> bots[i] + i).toList();
        SeatHub hub = new SeatHub(new MatchSetup("4x3", null, seed, names, GENEROUS, Map.of()));
        for (int i = 0; i < bots.length; i++) {
            hub.add(ENGINE.createBot(bots[i], i, names.get(i), hub));
        }
        return ENGINE.play(hub);
    }

    @Test
    void smartWinsMostSeededGamesAgainstQuickStart() throws InterruptedException {
        int wins = 0;
        StringBuilder lost = new StringBuilder();
        for (long seed = 1; seed <= 100; seed++) {
            // two of each, seats alternating; the smart side wins when its better player outplaces both quick-starts
            Outcome outcome = game(seed, "smart", "quickstart", "smart", "quickstart");
            int smart = Math.min(outcome.result(0).place(), outcome.result(2).place());
            int quick = Math.min(outcome.result(1).place(), outcome.result(3).place());
            if (smart < quick) {
                wins++;
            } else {
                lost.append(' ').append(seed).append(':').append(outcome.summary());
            }
        }
        assertThat(wins).as("games won; lost:" + lost).isGreaterThanOrEqualTo(90);
    }
}
