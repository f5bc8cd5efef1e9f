package arena.platform.stage.plan;

import arena.game.api.PointsTable;
import arena.game.api.Score;
import arena.game.api.ScoreOrder;
import arena.game.api.TiePolicy;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Stage points from a game's places, by a Formula-1 style {@link PointsTable} (the engine's default
 * {@code stageScoring().table()} or the organizer's own). Places past the table give nothing.
 *
 * <p>Tie policies (the engine SPI's {@link TiePolicy}): {@code SPLIT} (seed 000) gives k entrants sharing place p
 * {@code floor((t[p] + ... + t[p+k-1]) / k)} each; {@code DENSE} is the SAME (seed 002): tied entrants all
 * get their place's points and the next entrant the very next place's (10, 10, 8).
 *
 * <p>Places are read only for their order, so an engine's competition places (1, 1, 3) and dense ones (1, 1, 2)
 * give the same points. With {@code GAME} the places do not count: each entrant gets the game's own points, its
 * score (sharif's 6/4 draw is 6 and 4, where its places 1 and 3 would split 7/3).
 */
public record StagePoints(PointsTable table) {

    public StagePoints {
        if (table == null) {
            throw new IllegalArgumentException("a stage needs a points table");
        }
    }

    /** Points in the order of {@code places} (1 is best, equal places are a tie). */
    public List<Integer> forPlaces(List<Integer> places) {
        List<Integer> points = new ArrayList<>(places.size());
        for (int place : places) {
            int better = 0;
            int tied = 0;
            for (int other : places) {
                if (other < place) {
                    better++;
                } else if (other == place) {
                    tied++;
                }
            }
            points.add(table.tiePolicy() == TiePolicy.DENSE
                    ? table.pointsForPlace(distinctBelow(places, place) + 1)
                    : split(better + 1, tied));
        }
        return points;
    }

    /**
     * Points of one played game. Fillers take no place: the entrants are ranked among themselves, so a bot that
     * beats an entrant costs it nothing, and a game with fillers awards the top of the table only.
     *
     * @param places the engine's place of every seat, in the game's seat order
     * @param scores the engine's score of every seat ({@code null} for none), in the game's seat order
     */
    public GamePoints forGame(StageGame game, List<Integer> places, List<Score> scores) {
        if (places.size() != game.seats().size() || scores.size() != game.seats().size()) {
            throw new IllegalArgumentException(game.seats().size() + " seats but " + places.size() + " places and "
                    + scores.size() + " scores");
        }
        List<Long> entrants = new ArrayList<>();
        List<Integer> entrantPlaces = new ArrayList<>();
        List<Score> entrantScores = new ArrayList<>();
        for (int seat = 0; seat < places.size(); seat++) {
            if (game.seats().get(seat) instanceof StageSeat.Entrant entrant) {
                entrants.add(entrant.userId());
                entrantPlaces.add(places.get(seat));
                entrantScores.add(scores.get(seat));
            }
        }
        List<Integer> points = table.tiePolicy() == TiePolicy.GAME
                ? table.award(entrantScores, ScoreOrder.HIGHER_IS_BETTER)
                : forPlaces(entrantPlaces);
        Map<Long, Integer> byEntrant = new LinkedHashMap<>();
        for (int i = 0; i < entrants.size(); i++) {
            byEntrant.put(entrants.get(i), points.get(i));
        }
        return new GamePoints(byEntrant);
    }

    /**
     * Points of one map of a one-game-per-map stage (racetrack's contest tracks): every entrant's result on the map
     * ranked against all the others', by exact score. A {@code null} score (did not finish) gets nothing.
     *
     * @param entrants user ids
     * @param scores   their scores on the map, in the same order
     */
    public GamePoints forMap(List<Long> entrants, List<Score> scores, ScoreOrder order) {
        if (entrants.size() != scores.size()) {
            throw new IllegalArgumentException(entrants.size() + " entrants but " + scores.size() + " scores");
        }
        List<Integer> points = table.award(scores, order);
        Map<Long, Integer> byEntrant = new LinkedHashMap<>();
        for (int i = 0; i < entrants.size(); i++) {
            byEntrant.put(entrants.get(i), points.get(i));
        }
        return new GamePoints(byEntrant);
    }

    private int split(int place, int tied) {
        int sum = 0;
        for (int p = place; p < place + tied; p++) {
            sum += table.pointsForPlace(p);
        }
        return Math.floorDiv(sum, tied);
    }

    private static int distinctBelow(List<Integer> places, int place) {
        return (int) places.stream().filter(other -> other < place).distinct().count();
    }
}
