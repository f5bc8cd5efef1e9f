package arena.game.api;

import java.util.ArrayList;
import java.util.List;

/**
 * Who came first, in words, from the same places the result table shows: a summary sentence never names a
 * winner the table does not (a shared first place is a draw, not a win of the lowest seat).
 */
public final class Podium {

    private Podium() {
    }

    /**
     * {@code "alice wins with 40 points"}, {@code "draw between alice and bob at 20 points"} or
     * {@code "all tied at 0.00"}.
     *
     * @param names  per seat
     * @param places per seat, 1 is best
     * @param scores per seat, as the sentence should say it ({@code "40 points"})
     */
    public static String firstPlace(List<String> names, List<Integer> places, List<String> scores) {
        return firstPlace(names, places, scores, java.util.Collections.nCopies(places.size(), false));
    }

    /**
     * As {@link #firstPlace(List, List, List)}, saying so when the strategies on first place failed: {@code "no
     * winner, every strategy failed"} when all did (a game of one strategy against itself that died at
     * start-up), {@code "alice (failed) wins with 300 points"} when a game's rules let a failed one keep its place.
     *
     * @param failed per seat, whether its strategy failed (a verdict other than OK)
     */
    public static String firstPlace(List<String> names, List<Integer> places, List<String> scores, List<Boolean> failed) {
        if (!failed.contains(false)) {
            return "no winner, every strategy failed";
        }
        List<String> shown = new ArrayList<>(names);
        for (int seat = 0; seat < shown.size(); seat++) {
            if (failed.get(seat)) {
                shown.set(seat, shown.get(seat) + " (failed)");
            }
        }
        return sentence(shown, places, scores);
    }

    private static String sentence(List<String> names, List<Integer> places, List<String> scores) {
        int best = places.stream().mapToInt(Integer::intValue).min().orElseThrow();
        List<Integer> first = new ArrayList<>();
        for (int seat = 0; seat < places.size(); seat++) {
            if (places.get(seat) == best) {
                first.add(seat);
            }
        }
        if (first.size() == 1) {
            int seat = first.get(0);
            return names.get(seat) + " wins with " + scores.get(seat);
        }
        boolean sameScore = first.stream().map(scores::get).distinct().count() == 1;
        String at = sameScore ? " at " + scores.get(first.get(0)) : "";
        if (first.size() == places.size()) {
            return (first.size() == 2 ? "both tied" : "all tied") + at;
        }
        List<String> who = first.stream().map(seat -> names.get(seat) + (sameScore ? "" : " (" + scores.get(seat) + ")"))
                .toList();
        return "draw between " + String.join(", ", who.subList(0, who.size() - 1)) + " and " + who.get(who.size() - 1)
                + at;
    }
}
