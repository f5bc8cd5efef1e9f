package arena.platform.stage.plan;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Plans all-pairs duels: the round robin by the circle method, played {@code repeats} times. Each round is a wave
 * in which every entrant plays at most one duel (with an odd count one entrant rests per round, a different one
 * each round), so cutting a part short after a wave leaves everyone within one game of the others. The entrants'
 * order on the circle is a seeded draw; every other repetition swaps the seats, so with an even number of
 * repetitions every pair plays both seats equally often.
 */
final class DuelPlanner {

    private DuelPlanner() {
    }

    static List<StageGame> plan(List<Long> entrants, PlanSettings settings, RandomGenerator random) {
        List<Long> circle = new ArrayList<>(entrants);
        for (int i = circle.size() - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            circle.set(j, circle.set(i, circle.get(j)));
        }
        if (circle.size() % 2 == 1) {
            circle.add(null);
        }
        int m = circle.size();
        int rounds = m - 1;
        List<StageGame> games = new ArrayList<>();
        for (int repeat = 0; repeat < settings.repeats(); repeat++) {
            List<Long> ring = new ArrayList<>(circle);
            for (int round = 0; round < rounds; round++) {
                int wave = repeat * rounds + round;
                for (int i = 0; i < m / 2; i++) {
                    Long a = ring.get(i);
                    Long b = ring.get(m - 1 - i);
                    if (a != null && b != null) {
                        boolean swap = repeat % 2 == 1;
                        games.add(new StageGame(wave, List.of(new StageSeat.Entrant(swap ? b : a),
                                new StageSeat.Entrant(swap ? a : b)), settings.map(wave)));
                    }
                }
                ring.add(1, ring.remove(m - 1));
            }
        }
        return games;
    }
}
