package arena.platform.rating;

import arena.game.api.Format;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Puts a game's chosen players on the format's seats. In a free-for-all the seats are shuffled, so no one
 * keeps a favourite corner. In a team format the players, strongest first, are drafted in snake order
 * (A B B A ...) into teams taken in random order, which evens out the teams' ratings.
 */
final class SeatDraft {

    private SeatDraft() {
    }

    /** The players in seat order. */
    static List<LadderPlayer> arrange(List<LadderPlayer> chosen, Format format, RandomGenerator random) {
        List<LadderPlayer> players = new ArrayList<>(chosen);
        List<Integer> teams = new ArrayList<>(new LinkedHashSet<>(format.teams()));
        if (teams.size() == format.seats()) {
            shuffle(players, random);
            return players;
        }
        shuffle(teams, random);
        players.sort(Comparator.comparingDouble(LadderPlayer::rating).reversed()
                .thenComparingLong(LadderPlayer::userId));
        LadderPlayer[] seats = new LadderPlayer[format.seats()];
        int next = 0;
        for (int round = 0; next < players.size(); round++) {
            for (int t = 0; t < teams.size() && next < players.size(); t++) {
                int team = teams.get(round % 2 == 0 ? t : teams.size() - 1 - t);
                int seat = freeSeat(format.teams(), team, seats);
                if (seat >= 0) {
                    seats[seat] = players.get(next++);
                }
            }
        }
        return List.of(seats);
    }

    private static int freeSeat(List<Integer> teams, int team, LadderPlayer[] seats) {
        for (int i = 0; i < teams.size(); i++) {
            if (teams.get(i) == team && seats[i] == null) {
                return i;
            }
        }
        return -1;
    }

    private static <T> void shuffle(List<T> list, RandomGenerator random) {
        for (int i = list.size() - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            list.set(j, list.set(i, list.get(j)));
        }
    }
}
