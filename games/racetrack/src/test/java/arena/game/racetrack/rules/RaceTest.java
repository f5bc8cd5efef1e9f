package arena.game.racetrack.rules;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.racetrack.maps.SandboxTrack;
import arena.game.racetrack.maps.Track;
import arena.game.racetrack.maps.TrackParser;
import org.junit.jupiter.api.Test;

/** The move traces of §15.1 on T1: every position, velocity and A along the way. */
class RaceTest {

    private static final Track T1 = new TrackParser().parse(SandboxTrack.T1.text());

    /** Rows of §15.1: move, P, V, Q, f(P), f(Q), A before. */
    private static final Object[][] SEED_EXAMPLE = {
        {'U', 0, 0, 0, 0, 0, 1, 0, 0, 0},
        {'D', 0, 1, 0, 1, 0, 1, 0, 0, 0},
        {'L', 0, 1, 0, 0, -1, 1, 0, 1, 0},
        {'U', -1, 1, -1, 0, -2, 2, 1, 2, 1},
        {'R', -2, 2, -1, 1, -2, 3, 2, 2, 5},
        {'R', -2, 3, 0, 1, -1, 4, 2, 1, 6},
        {'D', -1, 4, 1, 1, 0, 4, 1, 0, 9},
        {'D', 0, 4, 1, 0, 1, 3, 0, -1, 10},
        {'D', 1, 3, 1, -1, 2, 1, -1, -2, 11},
        {'U', 2, 1, 1, -2, 3, 0, -2, -3, 16},
        {'L', 3, 0, 1, -1, 3, -1, -3, -3, 17},
        {'U', 3, -1, 0, -1, 3, -1, -3, -3, 17},
        {'L', 3, -1, 0, 0, 2, -1, -3, -2, 17},
        {'L', 2, -1, -1, 0, 0, -1, -2, 0, 18},
    };

    private static final Object[][] OPTIMAL = {
        {'L', 0, 0, 0, 0, -1, 0, 0, 1, 0},
        {'U', -1, 0, -1, 0, -2, 1, 1, 2, 1},
        {'R', -2, 1, -1, 1, -2, 2, 2, 2, 2},
        {'R', -2, 2, 0, 1, -1, 3, 2, 1, 5},
        {'0', -1, 3, 1, 1, 0, 4, 1, 0, 9},
        {'D', 0, 4, 1, 1, 1, 4, 0, -1, 10},
        {'D', 1, 4, 1, 0, 2, 3, -1, -2, 11},
        {'L', 2, 3, 1, -1, 2, 2, -2, -2, 12},
        {'L', 2, 2, 0, -1, 1, 1, -2, -1, 15},
        {'L', 1, 1, -1, -1, -1, 0, -1, 1, 19},
    };

    @Test
    void seedExampleTraceOfSection15_1() {
        Race race = drive(SEED_EXAMPLE);

        assertThat(race.status()).isEqualTo(Status.FINISHED);
        assertThat(race.time()).isEqualTo(Time.of(14, 1, 1));
    }

    @Test
    void optimalTraceOfSection15_1() {
        Race race = drive(OPTIMAL);

        assertThat(race.status()).isEqualTo(Status.FINISHED);
        assertThat(race.time()).isEqualTo(Time.of(10, 1, 2));
        assertThat(race.time().display()).isEqualTo("9.500000");
    }

    private static Race drive(Object[][] rows) {
        Race race = new Race(T1);
        for (int i = 0; i < rows.length; i++) {
            Object[] row = rows[i];
            String move = "move " + (i + 1);
            assertThat(new long[] {race.x(), race.y()}).as(move + " P").containsExactly(num(row[1]), num(row[2]));
            assertThat(new long[] {race.vx(), race.vy()}).as(move + " V").containsExactly(num(row[3]), num(row[4]));
            assertThat(T1.forward(race.x(), race.y())).as(move + " f(P)").isEqualTo(num(row[7]));
            assertThat(race.progress()).as(move + " A before").isEqualTo(num(row[9]));

            Status status = race.move((char) row[0]);

            assertThat(new long[] {race.x(), race.y()}).as(move + " Q").containsExactly(num(row[5]), num(row[6]));
            assertThat(T1.forward(race.x(), race.y())).as(move + " f(Q)").isEqualTo(num(row[8]));
            assertThat(status).as(move + " status")
                    .isEqualTo(i == rows.length - 1 ? Status.FINISHED : Status.NOT_FINISHED);
        }
        return race;
    }

    private static long num(Object value) {
        return ((Integer) value).longValue();
    }
}
