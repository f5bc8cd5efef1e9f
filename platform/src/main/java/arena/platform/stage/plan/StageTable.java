package arena.platform.stage.plan;

import arena.game.api.Standings;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The table of a stage: every entrant's points summed over its scored games (both parts, every wave, duel or map),
 * highest first; equal points go to the earlier last submission, and entrants equal in both share the rank, listed
 * by user id. An entrant without a scored game is listed with 0.
 */
public final class StageTable {

    private StageTable() {
    }

    public static List<StageRow> rank(List<Entrant> entrants, List<GamePoints> games) {
        Map<Long, long[]> totals = new HashMap<>();
        for (Entrant entrant : entrants) {
            if (totals.put(entrant.userId(), new long[2]) != null) {
                throw new IllegalArgumentException("entrant " + entrant.userId() + " is listed twice");
            }
        }
        for (GamePoints game : games) {
            game.byEntrant().forEach((userId, points) -> {
                long[] total = totals.get(userId);
                if (total == null) {
                    throw new IllegalArgumentException("user " + userId + " scored but is no entrant");
                }
                total[0] += points;
                total[1]++;
            });
        }
        List<Entrant> byId = new ArrayList<>(entrants);
        byId.sort(Comparator.comparingLong(Entrant::userId));
        List<Standings.Entry<Entrant>> entries = byId.stream()
                .map(e -> new Standings.Entry<>(e, totals.get(e.userId())[0], e.lastSubmission())).toList();
        return Standings.rank(entries).stream().map(row -> {
            Entrant entrant = row.entry().key();
            return new StageRow(row.place(), entrant.userId(), row.entry().points(),
                    (int) totals.get(entrant.userId())[1], entrant.lastSubmission());
        }).toList();
    }
}
